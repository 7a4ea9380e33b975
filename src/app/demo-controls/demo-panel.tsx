import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FiRotateCcw, FiX } from 'react-icons/fi';
import styled from 'styled-components';
import { login } from '../../api/auth';
import { Button } from '../../components/button';
import { MutedText, Row, Stack } from '../../components/card';
import { Dialog } from '../../components/dialog';
import { SelectField } from '../../components/field';
import { IconButton } from '../../components/icon-button';
import { useToast } from '../../components/toast';
import { useAuth } from '../../features/auth';
import { demoBackend, type DemoSettings } from '../../lib/demo-backend';

const LATENCIES = [0, 300, 1000, 3000];
const FAILURE_RATES = [0, 0.1, 0.25, 0.5, 1];

const Section = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px 0 0;
  border: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  legend {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    padding: 0;
  }
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  li {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    padding-left: ${({ theme }) => theme.space[2]}px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** Latency, failures, the signed-in resident and a reset, for demos of every state. */
export function DemoPanel({ onClose }: { onClose: () => void }) {
  const backend = demoBackend();
  const { OPERATION_IDS } = backend;
  const [settings, setSettings] = useState(backend.getDemoSettings);
  const [endpoint, setEndpoint] = useState(OPERATION_IDS[0]);
  const [residents] = useState(backend.listDemoResidents);
  const { user, signIn } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();

  const apply = (next: Partial<DemoSettings>) => setSettings(backend.setDemoSettings(next));

  async function switchTo(id: number, options: { quiet?: boolean } = {}) {
    const resident = residents.find((candidate) => candidate.id === id);
    if (!resident) return;
    setBusy(true);
    try {
      signIn(await login({ email: resident.email, password: resident.password }));
      const name = resident.fullName;
      if (!options.quiet) toast({ title: t`Signed in`, description: t`You are now ${name}.` });
    } catch {
      toast({
        title: t`Error`,
        description: t`Could not switch to that resident.`,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  async function resetData() {
    const current = user;
    setBusy(true);
    try {
      await backend.resetDemoData();
    } catch {
      // The seed's code loads with the first reset: offline, it cannot, and nothing is changed.
      toast({
        title: t`Error`,
        description: t`Could not reset the demo data. Check your connection and try again.`,
        variant: 'destructive',
      });
      return;
    } finally {
      setBusy(false);
    }
    // The reset ended every session: sign the same resident in again (signing in clears the cache).
    // Clearing it first would let a screen refetch with the ended session meanwhile, and a 401 signs
    // the resident out.
    if (current) await switchTo(current.id, { quiet: true });
    else queryClient.removeQueries();
    toast({
      title: t`Demo data reset`,
      description: t`Everything is back to the sample community.`,
    });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Demo controls`}
      description={t`These controls exist only in the demo: the real product has none.`}
    >
      <Stack $gap={4}>
        <Section>
          <legend>
            <Trans>Network</Trans>
          </legend>
          <SelectField
            label={t`Latency`}
            value={settings.latencyMs}
            onChange={(event) => apply({ latencyMs: Number(event.target.value) })}
          >
            {LATENCIES.map((ms) => (
              <option key={ms} value={ms}>
                {ms === 0 ? t`None` : ms < 1000 ? `${ms} ms` : `${ms / 1000} s`}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t`Failure rate`}
            value={settings.failureRate}
            onChange={(event) => apply({ failureRate: Number(event.target.value) })}
          >
            {FAILURE_RATES.map((rate) => {
              const percent = rate * 100;
              return (
                <option key={rate} value={rate}>
                  {rate === 0 ? t`Never fail` : t`${percent}% of requests fail`}
                </option>
              );
            })}
          </SelectField>
          <Row $gap={2} style={{ alignItems: 'flex-end' }}>
            <div style={{ flex: 1 }}>
              <SelectField
                label={t`Fail an endpoint`}
                value={endpoint}
                onChange={(event) => setEndpoint(event.target.value)}
              >
                {OPERATION_IDS.map((id) => (
                  <option key={id} value={id}>
                    {id}
                  </option>
                ))}
              </SelectField>
            </div>
            <Button
              variant="outline"
              disabled={settings.failing.includes(endpoint)}
              onClick={() => apply({ failing: [...settings.failing, endpoint] })}
            >
              <Trans>Fail it</Trans>
            </Button>
          </Row>
          {settings.failing.length > 0 && (
            <Chips aria-label={t`Failing endpoints`}>
              {settings.failing.map((id) => (
                <li key={id}>
                  {id}
                  <IconButton
                    label={t`Stop failing ${id}`}
                    icon={<FiX />}
                    size={28}
                    onClick={() =>
                      apply({ failing: settings.failing.filter((other) => other !== id) })
                    }
                  />
                </li>
              ))}
            </Chips>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setSettings(backend.resetDemoSettings())}
          >
            <Trans>Back to a fast, reliable network</Trans>
          </Button>
        </Section>
        <Section>
          <legend>
            <Trans>Resident</Trans>
          </legend>
          <SelectField
            label={t`Signed in as`}
            value={user?.id ?? ''}
            disabled={busy}
            onChange={(event) => void switchTo(Number(event.target.value))}
          >
            {!user && <option value="">{t`Nobody (signed out)`}</option>}
            {residents.map(({ id, fullName, username, careTitle, society }) => (
              <option key={id} value={id}>
                {fullName} (@{username})
                {careTitle ? t`, care team: ${careTitle}` : society ? `, ${society}` : ''}
              </option>
            ))}
          </SelectField>
        </Section>
        <Section>
          <legend>
            <Trans>Data</Trans>
          </legend>
          <MutedText>
            {backend.storageProblems().includes('not-kept')
              ? t`This browser is not keeping the demo’s data: changes last until the page reloads.`
              : t`The demo keeps its data across reloads in this browser.`}
          </MutedText>
          <Button
            variant="danger"
            icon={<FiRotateCcw aria-hidden />}
            onClick={() => void resetData()}
            pending={busy}
          >
            <Trans>Reset demo data</Trans>
          </Button>
        </Section>
      </Stack>
    </Dialog>
  );
}
