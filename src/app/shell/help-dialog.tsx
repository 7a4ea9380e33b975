import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Dialog } from '../../components/dialog';
import { BUILDER_NAME } from '../../lib/demo';

const Faq = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  dd {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** Quick Actions > Help, once a stub (docs/decisions.md#stubs-that-did-nothing-now-work). */
export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Help`}
      description={t`Answers to what residents ask most.`}
    >
      <Faq>
        <div>
          <dt>
            <Trans>Who sees my post?</Trans>
          </dt>
          <dd>
            <Trans>
              A Society post is for your society; a Builder-Wide post reaches every {BUILDER_NAME}{' '}
              society.
            </Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>How do I report something?</Trans>
          </dt>
          <dd>
            <Trans>Use Report on the post. The moderation team reviews every report.</Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>How do I change my details?</Trans>
          </dt>
          <dd>
            <Trans>
              Open your Profile and choose Edit Profile; Settings holds dark mode, language and
              privacy.
            </Trans>
          </dd>
        </div>
      </Faq>
    </Dialog>
  );
}
