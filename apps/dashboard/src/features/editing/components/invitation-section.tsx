import { useTranslation } from 'react-i18next';
import type { Wedding } from '../../../lib/wedding.ts';
import { EditingSection, useTextSummary, type SectionProps } from './editing-section.tsx';
import { ItemList } from './item-list.tsx';
import { SettingFields } from './setting-fields.tsx';

type Parent = Wedding['invitation']['bridesParents'][number];

/** Invitation: the section flag, the two messages and the bride's and groom's parents. */
export function InvitationSection({ wedding, disabled }: SectionProps) {
  const { t } = useTranslation('dashboard');
  const { invitation } = wedding;
  const summary = useTextSummary(wedding.invitationSectionEnabled, invitation.firstMessage);
  return (
    <EditingSection
      id="invitation"
      title={t('editing.invitation.title')}
      summary={summary}
      disabled={disabled}
    >
      <SettingFields
        resource="weddings"
        item={wedding}
        fields={[
          {
            key: 'invitationSectionEnabled',
            label: t('editing.invitation.enabled'),
            kind: 'toggle',
          },
        ]}
        disabled={disabled}
      />
      <SettingFields
        resource="invitations"
        item={invitation}
        fields={[
          {
            key: 'firstMessage',
            label: t('editing.invitation.firstMessage'),
            kind: 'message',
          },
        ]}
        disabled={disabled}
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
      <SettingFields
        resource="invitations"
        item={invitation}
        fields={[
          {
            key: 'secondMessage',
            label: t('editing.invitation.secondMessage'),
            kind: 'message',
          },
        ]}
        disabled={disabled}
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
      <ItemList
        resource="parents"
        items={parents}
        nameLabel={t('editing.invitation.parentName')}
        addLabel={addLabel}
        fields={[
          { key: 'showIfPastAway', label: t('editing.invitation.showIfPastAway'), kind: 'toggle' },
        ]}
        newItem={{ parentOf, invitationId }}
        headingLevel={4}
        disabled={disabled}
      />
    </div>
  );
}
