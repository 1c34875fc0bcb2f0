import {
  localize,
  fill,
  serverTexts,
  type Language,
  type LocalizedText,
} from '@convite/i18n/server-texts';
import type { components } from '@convite/api/schema';
import { PLAN_FEATURES } from '@convite/rules/plans';
import {
  ConflictError,
  InvalidFieldsError,
  NotFoundError,
  UnavailableError,
} from '../../domain/errors.ts';
import {
  ThemeGeneratorUnavailableError,
  type ThemeGenerator,
} from '../../theme-generator/theme-generator.ts';
import {
  assertEditable,
  assertFeature,
  isTestMode,
  type WeddingAccess,
  type WeddingWithPlan,
} from '../../content-kit/wedding-access.ts';
import { isThemeContent, type ThemeContentDto } from '../../theme-generator/theme-content.ts';
import type { ThemeRow, ThemesRepository } from './themes.repository.ts';

export type ThemeDto = components['schemas']['Theme'];

/** AI-generated themes a wedding may have: with a plan, and in test mode (ARCHITECTURE.md). */
export const AI_THEMES_WITH_PLAN = 10;
export const AI_THEMES_IN_TEST_MODE = 1;
/** Themes a wedding may make from the default one. */
export const DEFAULT_THEME_COPIES = 5;

export type ThemesServiceDeps = {
  themes: ThemesRepository;
  access: WeddingAccess;
  generator: ThemeGenerator;
};

type ThemeResult = { message: LocalizedText; theme: ThemeDto };

/** The AI themes' limit depends on the plan (or the test mode), so it is the plan's limit. */
const aiLimitReached = () =>
  new ConflictError(serverTexts.themes.aiLimit, { code: 'plan_limit_reached' });

/**
 * The stored content as the API gives it. Every write is checked against the schema, so a row that
 * does not parse or pass was written around the API: it fails loudly rather than reaching a guest.
 */
function parseContent(row: ThemeRow): ThemeContentDto {
  const content: unknown = JSON.parse(row.content);
  if (!isThemeContent(content)) throw new Error(`Theme ${row.id} holds an invalid content`);
  return content;
}

export const toThemeDto = (row: ThemeRow): ThemeDto => ({
  id: row.id,
  name: row.name,
  status: row.status,
  aiGenerated: row.aiGenerated,
  pleased: row.pleased,
  content: parseContent(row),
  weddingId: row.weddingId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Stores only content that passed the schema, whoever made it. */
function contentText(content: unknown): string {
  if (!isThemeContent(content))
    throw new Error('Refusing to store a theme content that fails the schema');
  return JSON.stringify(content);
}

export function createThemesService(deps: ThemesServiceDeps) {
  const { themes, access } = deps;

  async function editableWedding(clientId: number, weddingId: number): Promise<WeddingWithPlan> {
    const wedding = await access.ownedWedding(clientId, weddingId);
    assertEditable(wedding, access.now());
    return wedding;
  }

  /** The caller's own theme in an editable wedding; public themes and other weddings' are 404. */
  async function editableTheme(
    clientId: number,
    id: number,
  ): Promise<ThemeRow & { weddingId: number }> {
    const theme = await themes.find(id);
    if (theme === null || theme.weddingId === null) throw new NotFoundError();
    await editableWedding(clientId, theme.weddingId);
    return { ...theme, weddingId: theme.weddingId };
  }

  function updated(row: ThemeRow | null, message: LocalizedText): ThemeResult {
    if (row === null) throw new NotFoundError();
    return { message, theme: toThemeDto(row) };
  }

  return {
    /** Reads need only ownership: an inactive wedding's themes stay visible. */
    async listForWedding(clientId: number, weddingId: number): Promise<ThemeDto[]> {
      const wedding = await access.ownedWedding(clientId, weddingId);
      return (await themes.listForWedding(wedding.id)).map(toThemeDto);
    },

    async listPublic(): Promise<ThemeDto[]> {
      return (await themes.listPublic()).map(toThemeDto);
    },

    async createWithPrompt(
      clientId: number,
      input: { weddingId: number; prompt: string },
      language: Language,
    ): Promise<ThemeResult> {
      const prompt = input.prompt.trim();
      if (prompt === '') throw InvalidFieldsError.field('prompt', serverTexts.themes.required);
      const wedding = await editableWedding(clientId, input.weddingId);
      assertFeature(wedding, PLAN_FEATURES.aiThemeCreation);
      const limit = {
        origin: 'prompt' as const,
        max: isTestMode(wedding) ? AI_THEMES_IN_TEST_MODE : AI_THEMES_WITH_PLAN,
      };
      // Checked before generating, so a couple at the limit does not wait for nothing, and again
      // when storing, under a lock, so two generations at once cannot pass it.
      if ((await themes.countForWedding(wedding.id, 'prompt')) >= limit.max) throw aiLimitReached();
      let generated;
      try {
        generated = await deps.generator.generate({ prompt, language });
      } catch (error) {
        if (error instanceof ThemeGeneratorUnavailableError)
          throw new UnavailableError(serverTexts.themes.generatorUnavailable, {
            cause: error,
          });
        throw error;
      }
      const row = await themes.insertWithinLimit(
        {
          weddingId: wedding.id,
          name: generated.name,
          origin: 'prompt',
          aiGenerated: true,
          prompt,
          content: contentText(generated.content),
        },
        limit,
      );
      if (row === null) throw aiLimitReached();
      return { message: serverTexts.themes.generated, theme: toThemeDto(row) };
    },

    async createFromPublicTheme(
      clientId: number,
      input: { weddingId: number; themeId: number },
    ): Promise<ThemeResult> {
      const wedding = await editableWedding(clientId, input.weddingId);
      const source = await themes.find(input.themeId);
      if (source === null || !source.isPublic) throw new NotFoundError();
      const row = await themes.insert({
        weddingId: wedding.id,
        name: source.name,
        origin: 'public',
        aiGenerated: false,
        prompt: null,
        content: contentText(JSON.parse(source.content)),
      });
      return { message: serverTexts.themes.copied, theme: toThemeDto(row) };
    },

    async createFromDefault(
      clientId: number,
      input: { weddingId: number; content: ThemeContentDto },
      language: Language,
    ): Promise<ThemeResult> {
      const wedding = await editableWedding(clientId, input.weddingId);
      const made = await themes.countForWedding(wedding.id, 'default');
      const row = await themes.insertWithinLimit(
        {
          weddingId: wedding.id,
          name: localize(fill(serverTexts.themes.defaultCopyName, { n: made + 1 }), language),
          origin: 'default',
          aiGenerated: false,
          prompt: null,
          content: contentText(input.content),
        },
        { origin: 'default', max: DEFAULT_THEME_COPIES },
      );
      if (row === null) throw new ConflictError(serverTexts.themes.defaultLimit);
      return { message: serverTexts.themes.createdFromDefault, theme: toThemeDto(row) };
    },

    /** Publishing returns the wedding's other themes to draft; disabling leaves Etiqueta in use. */
    async updateStatus(
      clientId: number,
      id: number,
      status: ThemeDto['status'],
    ): Promise<ThemeResult> {
      const theme = await editableTheme(clientId, id);
      if (status === 'published')
        return updated(
          await themes.publish(theme.id, theme.weddingId),
          serverTexts.themes.published,
        );
      return updated(
        await themes.update(theme.id, { status: 'draft' }),
        serverTexts.themes.disabled,
      );
    },

    async updateContent(
      clientId: number,
      id: number,
      content: ThemeContentDto,
    ): Promise<ThemeResult> {
      const theme = await editableTheme(clientId, id);
      return updated(
        await themes.update(theme.id, { content: contentText(content) }),
        serverTexts.themes.contentUpdated,
      );
    },

    async updatePleased(clientId: number, id: number, pleased: boolean): Promise<ThemeResult> {
      const theme = await editableTheme(clientId, id);
      if (!theme.aiGenerated) throw new ConflictError(serverTexts.themes.notAiGenerated);
      return updated(await themes.update(theme.id, { pleased }), serverTexts.themes.pleasedUpdated);
    },

    async delete(clientId: number, id: number): Promise<{ message: LocalizedText }> {
      const theme = await editableTheme(clientId, id);
      if (theme.aiGenerated) throw new ConflictError(serverTexts.themes.aiCannotBeDeleted);
      if (theme.status === 'published')
        throw new ConflictError(serverTexts.themes.publishedCannotBeDeleted);
      // A theme published between the check and here stays: the delete only takes drafts.
      if ((await themes.deleteDraft(theme.id)) === null)
        throw new ConflictError(serverTexts.themes.publishedCannotBeDeleted);
      return { message: serverTexts.themes.deleted };
    },
  };
}

export type ThemesService = ReturnType<typeof createThemesService>;
