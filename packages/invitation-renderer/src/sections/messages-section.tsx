import { useInvitationTexts } from '../invitation-i18n.tsx';
import type { InvitationModel, ParentModel } from '../model.ts';
import { hasText } from '../visibility.ts';
import { Section } from './section.tsx';

/** The invitation's words and the parents of the couple, a deceased parent marked discreetly. */
export function MessagesSection({ wedding }: { wedding: InvitationModel }) {
  const t = useInvitationTexts();
  const { firstMessage, secondMessage, bridesParents, groomsParents } = wedding.invitation;
  return (
    <Section name="invitation" title={t('messages.label')} isTitleShown={false}>
      {hasText(firstMessage) ? (
        <p className="inv-message inv-invitation-message">{firstMessage}</p>
      ) : null}
      {bridesParents.length > 0 || groomsParents.length > 0 ? (
        <div className="inv-parents">
          <ParentList title={t('messages.bridesParents')} parents={bridesParents} />
          <ParentList title={t('messages.groomsParents')} parents={groomsParents} />
        </div>
      ) : null}
      {hasText(secondMessage) ? (
        <p className="inv-message inv-invitation-message">{secondMessage}</p>
      ) : null}
    </Section>
  );
}

function ParentList({ title, parents }: { title: string; parents: ParentModel[] }) {
  const t = useInvitationTexts();
  if (parents.length === 0) return null;
  return (
    <div className="inv-parent-group">
      <h3 className="inv-invitation-parents-title">{title}</h3>
      <ul className="inv-parent-list">
        {parents.map((parent) => (
          <li key={parent.id} className="inv-invitation-parent-name">
            {parent.name}
            {parent.showIfPastAway ? (
              <>
                {' '}
                <span
                  className="inv-invitation-deceased-mark"
                  aria-hidden="true"
                  title={t('messages.deceased')}
                >
                  †
                </span>
                <span className="inv-visually-hidden">({t('messages.deceased')})</span>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
