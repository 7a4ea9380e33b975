import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../src/app/providers';
import { createQueryClient } from '../src/api/query-client';
import { AppRouteStory } from '../src/testing/storybook';
import type { ThemeName } from '../src/theme/tokens';

function StoryProviders({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  // A fresh client per story: no cached data leaks from one story into the next.
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient} theme={theme}>
      {children}
    </AppProviders>
  );
}

/** The app's providers around every story, with the router the story asks for. */
export const withAppProviders: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  const route: string = context.parameters.route ?? '/';
  const router: string = context.parameters.router ?? 'memory';
  let content: ReactNode;
  if (router === 'app') content = <AppRouteStory path={route} />;
  else if (router === 'none') content = <Story />;
  else
    content = (
      <MemoryRouter initialEntries={[route]}>
        <Story />
      </MemoryRouter>
    );
  // Keyed by story and theme: a new story or theme starts from fresh providers.
  return (
    <StoryProviders key={`${context.id}:${theme}`} theme={theme}>
      {content}
    </StoryProviders>
  );
};
