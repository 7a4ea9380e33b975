import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { DEMO_CREDENTIALS } from '../../lib/demo';
import { activateLanguage } from '../../lib/i18n/i18n';
import { renderApp } from '../../testing/render-app';

describe('the login page in Hindi', () => {
  it('reads in Hindi, with the validation messages in Hindi, and sends nothing', async () => {
    await activateLanguage('hi');
    const { user } = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'लॉग इन करें' })).toBeInTheDocument();
    expect(
      screen.getByText('फिर से स्वागत है। अपनी सोसाइटी में क्या चल रहा है, यह देखने के लिए लॉग इन करें।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'डेमो यूज़र के रूप में जारी रखें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'नया अकाउंट बनाएँ' })).toHaveAttribute(
      'href',
      '/register',
    );

    await user.type(screen.getByLabelText('ईमेल'), 'not-an-email');
    await user.type(screen.getByLabelText('पासवर्ड'), '123');
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(await screen.findByText('ईमेल पता सही नहीं है')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड में कम से कम 6 अक्षर होने चाहिए')).toBeInTheDocument();
    expect(db.session.count()).toBe(0);

    // A switch re-renders the shown messages in place and keeps what was typed.
    await act(() => activateLanguage('en'));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
  });

  it("says the server's known answer in Hindi", async () => {
    await activateLanguage('hi');
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('ईमेल'), DEMO_CREDENTIALS.email);
    await user.type(screen.getByLabelText('पासवर्ड'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ईमेल या पासवर्ड सही नहीं है');
    expect(screen.getByLabelText('ईमेल')).toHaveValue(DEMO_CREDENTIALS.email);
  });

  it('says its own Hindi text for a server text it does not know, or for none', async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({ message: 'Something odd happened' }, { status: 500 }),
      ),
      http.post('/api/auth/demo-login', () => HttpResponse.error()),
    );
    await activateLanguage('hi');
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'डेमो यूज़र के रूप में जारी रखें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^डेमो लॉग इन नहीं हो सका$/);

    await user.type(screen.getByLabelText('ईमेल'), DEMO_CREDENTIALS.email);
    await user.type(screen.getByLabelText('पासवर्ड'), DEMO_CREDENTIALS.password);
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^लॉग इन नहीं हो सका$/));
  });
});

describe('the sign-up page in Hindi', () => {
  it('reads in Hindi, with society names as written and the validation messages in Hindi', async () => {
    await activateLanguage('hi');
    const { user } = renderApp('/register');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'अपना अकाउंट बनाएँ' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'पूरा नाम' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'फ़्लैट नंबर (वैकल्पिक)' })).toHaveAttribute(
      'placeholder',
      'B-1204',
    );
    expect(
      screen.getByRole('spinbutton', { name: 'यहाँ कितने साल से रह रहे हैं (वैकल्पिक)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लॉग इन करें' })).toHaveAttribute('href', '/login');

    const society = screen.getByRole('combobox', { name: 'सोसाइटी (वैकल्पिक)' });
    const lakeview = db.society.getAll().find((each) => each.name.includes('Lakeview'))!;
    expect(
      await within(society).findByRole('option', { name: `${lakeview.name} - ${lakeview.city}` }),
    ).toBeInTheDocument();
    expect(within(society).getAllByRole('option')[0]).toHaveTextContent('अपनी सोसाइटी चुनें');

    await user.type(screen.getByRole('textbox', { name: 'यूज़रनेम' }), 'a b');
    await user.type(screen.getByRole('spinbutton', { name: /^यहाँ कितने साल/ }), '99');
    await user.click(screen.getByRole('button', { name: 'अकाउंट बनाएँ' }));
    expect(await screen.findByText('पूरे नाम में कम से कम 2 अक्षर होने चाहिए')).toBeInTheDocument();
    expect(screen.getByText('यूज़रनेम में सिर्फ़ अक्षर, अंक और अंडरस्कोर हो सकते हैं')).toBeInTheDocument();
    expect(screen.getByText('रहने के साल 1 से 50 के बीच होने चाहिए')).toBeInTheDocument();
    expect(screen.getByText('ईमेल पता सही नहीं है')).toBeInTheDocument();
  });

  it('says in Hindi that the email is taken', async () => {
    await activateLanguage('hi');
    const { user } = renderApp('/register');
    await user.type(await screen.findByRole('textbox', { name: 'पूरा नाम' }), 'Ishita Verma');
    await user.type(screen.getByRole('textbox', { name: 'यूज़रनेम' }), 'ishita_v');
    await user.type(screen.getByRole('textbox', { name: 'ईमेल' }), DEMO_CREDENTIALS.email);
    await user.type(screen.getByLabelText('पासवर्ड'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'अकाउंट बनाएँ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('इस ईमेल से पहले से एक अकाउंट बना हुआ है');
  });
});
