import { useTranslation } from 'react-i18next';
import type { Wedding } from '../../../lib/wedding.ts';
import { createItem, deleteItem, patchField } from '../api/content-calls.ts';
import { AddItemForm } from './add-item-form.tsx';
import { ItemCard } from './item-card.tsx';
import { EditingSection } from './editing-section.tsx';
import { SettingToggle } from './setting-toggle.tsx';
import { TextSetting } from './setting-field.tsx';

type Parent = Wedding['invitation']['bridesParents'][number];

/** Invitation: the section flag, the two messages and the bride's and groom's parents. */
export function InvitationSection({ wedding, disabled }: { wedding: Wedding; disabled: boolean }) {
  const { t } = useTranslation('dashboard');
  const { invitation } = wedding;
  return (
    <EditingSection id="invitation" title={t('editing.invitation.title')} disabled={disabled}>
      <SettingToggle
        label={t('editing.invitation.enabled')}
        checked={wedding.invitationSectionEnabled}
        disabled={disabled}
        save={(invitationSectionEnabled) =>
          patchField('/weddings/{id}/invitation-section-enabled', wedding.id, {
            invitationSectionEnabled,
          })
        }
      />
      <TextSetting
        label={t('editing.invitation.firstMessage')}
        value={invitation.firstMessage}
        multiline
        maxLength={1000}
        disabled={disabled}
        save={(firstMessage) =>
          patchField('/invitations/{id}/first-message', invitation.id, { firstMessage })
        }
      />
      <ParentList
        title={t('editing.invitation.bridesParents')}
        addLabel={t('editing.invitation.addBridesParent')}
        parents={invitation.bridesParents}
        parentOf="bride"
        invitationId={invitation.id}
        disabled={disabled}
      />
      <ParentList
        title={t('editing.invitation.groomsParents')}
        addLabel={t('editing.invitation.addGroomsParent')}
        parents={invitation.groomsParents}
        parentOf="groom"
        invitationId={invitation.id}
        disabled={disabled}
      />
      <TextSetting
        label={t('editing.invitation.secondMessage')}
        value={invitation.secondMessage}
        multiline
        maxLength={1000}
        disabled={disabled}
        save={(secondMessage) =>
          patchField('/invitations/{id}/second-message', invitation.id, { secondMessage })
        }
      />
    </EditingSection>
  );
}

type ParentListProps = {
  title: string;
  addLabel: string;
  parents: Parent[];
  parentOf: Parent['parentOf'];
  invitationId: number;
  disabled: boolean;
};

function ParentList({
  title,
  addLabel,
  parents,
  parentOf,
  invitationId,
  disabled,
}: ParentListProps) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="item-list" role="group" aria-label={title}>
      <h3 className="field-title">{title}</h3>
      {parents.length > 0 && (
        <ul className="items">
          {parents.map((parent) => (
            <li key={parent.id}>
              <ItemCard
                name={parent.name}
                headingLevel={4}
                disabled={disabled}
                remove={() => deleteItem('/parents/{id}', parent.id)}
              >
                <TextSetting
                  label={t('editing.invitation.parentName')}
                  value={parent.name}
                  maxLength={100}
                  disabled={disabled}
                  save={(name) => patchField('/parents/{id}/name', parent.id, { name: name ?? '' })}
                />
                <SettingToggle
                  label={t('editing.invitation.showIfPastAway')}
                  checked={parent.showIfPastAway}
                  disabled={disabled}
                  save={(showIfPastAway) =>
                    patchField('/parents/{id}/show-if-past-away', parent.id, { showIfPastAway })
                  }
                />
              </ItemCard>
            </li>
          ))}
        </ul>
      )}
      <AddItemForm
        addLabel={addLabel}
        nameLabel={t('editing.invitation.parentName')}
        disabled={disabled}
        create={(name) => createItem('/parents', { name, parentOf, invitationId })}
      />
    </div>
  );
}
