// What the care team serving a concern's society does with it on its post page
// (docs/product.md#concerns): move it forward (Acknowledge, Start work, Mark resolved with a
// note), assign it to a named member, and answer it officially. Residents never see this box, and
// the server refuses them (403) anyway.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { RequiredTextForm } from './required-text-form';
import { FiCheckCircle, FiEye, FiTool } from 'react-icons/fi';
import { careTeamQueryOptions } from '../../api/concerns';
import type { Concern, Post } from '../../api/types';
import { Button } from '../../components/button';
import { SelectField } from '../../components/field';
import { nextStatuses, type ConcernStatus } from '../../lib/concerns';
import { draftKey } from '../../lib/drafts';
import { hasTextDraft } from '../../lib/use-text-draft';
import { useAuth } from '../auth';
import { Actions, Panel } from './panel-styles';
import { useConcernAction } from './use-concern-action';

const MOVES: Partial<
  Record<ConcernStatus, { label: MessageDescriptor; done: MessageDescriptor; icon: ReactNode }>
> = {
  acknowledged: {
    label: msg`Acknowledge`,
    done: msg`Concern acknowledged`,
    icon: <FiEye aria-hidden />,
  },
  in_progress: { label: msg`Start work`, done: msg`Work started`, icon: <FiTool aria-hidden /> },
};

function AssignForm({ post, concern }: { post: Post; concern: Concern }) {
  const team = useQuery(careTeamQueryOptions(post.society?.id ?? undefined));
  const action = useConcernAction(post.id);
  const { t } = useLingui();
  const [chosen, setChosen] = useState<string>('');
  if (!team.data?.length) return null;
  const current = concern.assignee?.id;
  const assign = (event: FormEvent) => {
    event.preventDefault();
    const member = team.data.find((entry) => String(entry.user.id) === chosen);
    if (!member) return;
    const name = member.user.fullName;
    action.mutate({
      action: { kind: 'assign', assigneeId: member.user.id },
      done: t`Assigned to ${name}`,
    });
  };
  return (
    <form onSubmit={assign}>
      <SelectField
        label={t`Assign to`}
        value={chosen || String(current ?? '')}
        onChange={(event) => setChosen(event.target.value)}
      >
        <option value="" disabled>
          <Trans>Choose a care team member</Trans>
        </option>
        {team.data.map((member) => (
          <option key={member.user.id} value={member.user.id}>
            {member.user.fullName}, {member.title}
          </option>
        ))}
      </SelectField>
      <Actions>
        <Button
          type="submit"
          variant="outline"
          pending={action.isPending}
          disabled={!chosen || Number(chosen) === current}
        >
          <Trans>Assign</Trans>
        </Button>
      </Actions>
    </form>
  );
}

export function CareActions({ post, concern }: { post: Post; concern: Concern }) {
  const headingId = useId();
  const action = useConcernAction(post.id);
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const noteKey = draftKey('concern-note', user!.id, post.id);
  // A note being written when the page was reloaded is back, its form open.
  const [resolving, setResolving] = useState(() => hasTextDraft(noteKey));
  const moves = nextStatuses(concern.status, 'care');
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Care team actions</Trans>
      </h2>
      {moves.length > 0 && !resolving && (
        <Actions>
          {moves.map((status) => {
            if (status === 'resolved')
              return (
                <Button
                  key={status}
                  variant="outline"
                  icon={<FiCheckCircle aria-hidden />}
                  onClick={() => setResolving(true)}
                >
                  <Trans>Mark resolved</Trans>
                </Button>
              );
            const move = MOVES[status]!;
            return (
              <Button
                key={status}
                icon={move.icon}
                pending={action.isPending}
                onClick={() =>
                  action.mutate({
                    action: { kind: 'status', change: { status } },
                    done: i18n._(move.done),
                  })
                }
              >
                {i18n._(move.label)}
              </Button>
            );
          })}
        </Actions>
      )}
      {resolving && (
        <RequiredTextForm
          label={t`Resolution note`}
          submit={t`Mark resolved`}
          required={t`A resolution note is required`}
          pending={action.isPending}
          focusOnOpen
          draftKey={noteKey}
          onCancel={() => setResolving(false)}
          onSend={(note, sent) =>
            action.mutate(
              {
                action: { kind: 'status', change: { status: 'resolved', note } },
                done: t`Marked resolved`,
              },
              {
                onSuccess: () => {
                  sent();
                  setResolving(false);
                },
              },
            )
          }
        />
      )}
      {concern.status === 'resolved' && (
        <p>
          <Trans>Waiting for the resident who raised it: only they close or reopen it.</Trans>
        </p>
      )}
      {concern.status === 'closed' && (
        <p>
          <Trans>Closed: nothing more to do.</Trans>
        </p>
      )}
      <AssignForm post={post} concern={concern} />
      <RequiredTextForm
        label={t`Official response`}
        draftKey={draftKey('concern-response', user!.id, post.id)}
        submit={t`Post response`}
        required={t`Write the response first`}
        pending={action.isPending}
        onSend={(content, sent) =>
          action.mutate(
            { action: { kind: 'respond', content }, done: t`Response posted` },
            { onSuccess: sent },
          )
        }
      />
    </Panel>
  );
}
