import { serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import { NotFoundError } from '../../domain/errors.ts';
import type { UnsubscribeTokens } from '../../security/unsubscribe-tokens.ts';
import type {
  AnswerNoticesChoice,
  NoticeLanguage,
  NoticeSettingsRow,
  NoticesRepository,
} from './notices.repository.ts';

/** How the couple wants to hear of answers: the account tab's choice and the one-click way out. */
export function createNoticeSettingsService(deps: {
  notices: NoticesRepository;
  unsubscribe: UnsubscribeTokens;
}) {
  const { notices } = deps;
  return {
    async settings(clientId: number): Promise<NoticeSettingsRow> {
      const settings = await notices.settings(clientId);
      if (settings === null) throw new NotFoundError();
      return settings;
    },

    async saveSettings(
      clientId: number,
      answerNotices: AnswerNoticesChoice,
      language: NoticeLanguage,
    ): Promise<{ message: LocalizedText; settings: NoticeSettingsRow }> {
      const settings = { answerNotices, language };
      await notices.saveSettings(clientId, settings);
      return { message: serverTexts.notices.saved, settings };
    },

    async unsubscribe(token: string): Promise<{ message: LocalizedText }> {
      const clientId = deps.unsubscribe.verify(token);
      if (clientId === null || !(await notices.turnOff(clientId))) {
        throw new NotFoundError(serverTexts.notices.badLink);
      }
      return { message: serverTexts.notices.unsubscribed };
    },
  };
}
