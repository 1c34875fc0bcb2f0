// Prints drizzle/0005_public_themes.sql (development only; run with tsx from apps/server):
//   pnpm exec tsx scripts/print-public-themes-sql.ts > drizzle/0005_public_themes.sql
import { ETIQUETA_THEME } from '@convite/invitation-renderer/theme';
import { publicThemesSql } from '../src/theme-generator/public-themes.ts';

process.stdout.write(publicThemesSql(ETIQUETA_THEME));
