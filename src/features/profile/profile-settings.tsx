import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FiGlobe } from 'react-icons/fi';
import styled from 'styled-components';
import type { User } from '../../api/types';
import { Card, CardTitle, Stack } from '../../components/card';
import { LanguageChoice } from '../../components/language-choice';
import { Switch } from '../../components/switch';
import { BUILDER_NAME } from '../../lib/demo';
import { useThemeMode } from '../../theme/theme-mode';
import { BlockedUsers } from './blocked-users';
import { MyReports } from './my-reports';
import { OnlineStatusSwitch } from './online-status-switch';

const Notice = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.info};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * Settings (docs/product.md#profile): Dark Mode, the public-profile notice with Show Online Status,
 * Blocked Users, My reports.
 */
export function ProfileSettings({ user }: { user: User }) {
  const { t } = useLingui();
  const { mode, setMode } = useThemeMode();
  const builder = BUILDER_NAME;
  const id = useId();
  return (
    <Stack $gap={4}>
      <Card aria-labelledby={`${id}-appearance`}>
        <CardTitle id={`${id}-appearance`}>
          <Trans>Appearance</Trans>
        </CardTitle>
        <Stack $gap={4}>
          <Switch
            label={t`Dark Mode`}
            description={t`Easier on the eyes at night. Saved on this device.`}
            checked={mode === 'dark'}
            onChange={(dark) => setMode(dark ? 'dark' : 'light')}
          />
          <LanguageChoice />
        </Stack>
      </Card>
      <Card aria-labelledby={`${id}-privacy`}>
        <CardTitle id={`${id}-privacy`}>
          <Trans>Privacy</Trans>
        </CardTitle>
        <Stack $gap={4}>
          <Notice>
            <FiGlobe aria-hidden />
            <div>
              <h3>
                <Trans>All Profiles Are Public</Trans>
              </h3>
              <p>
                <Trans>Every resident of {builder} can see your profile and your posts.</Trans>
              </p>
            </div>
          </Notice>
          <OnlineStatusSwitch user={user} />
        </Stack>
      </Card>
      <Card aria-labelledby={`${id}-blocked`}>
        <CardTitle id={`${id}-blocked`}>
          <Trans>Blocked Users</Trans>
        </CardTitle>
        <BlockedUsers userId={user.id} />
      </Card>
      {/* Issue 32: report outcomes. */}
      <Card aria-labelledby={`${id}-reports`} id="my-reports">
        <CardTitle id={`${id}-reports`}>
          <Trans>My reports</Trans>
        </CardTitle>
        <MyReports userId={user.id} />
      </Card>
    </Stack>
  );
}
