import { InvitationI18n } from './invitation-i18n.tsx';
import type { InvitationGuestModel, InvitationLocale, InvitationModel } from './model.ts';
import { AccommodationsSection } from './sections/accommodations-section.tsx';
import { ConfirmationSection, type ConfirmationProps } from './sections/confirmation-section.tsx';
import { DressCodeSection } from './sections/dress-code-section.tsx';
import { EventsSection } from './sections/events-section.tsx';
import { GallerySection } from './sections/gallery-section.tsx';
import { GiftRegistrySection } from './sections/gift-registry-section.tsx';
import { Header } from './sections/header.tsx';
import { ItinerarySection } from './sections/itinerary-section.tsx';
import { MessagesSection } from './sections/messages-section.tsx';
import { SongPlayer } from './song-player.tsx';
import { ETIQUETA_THEME, themeToCss, type ThemeContent } from './theme.ts';
import {
  showsConfirmation,
  showsDressCode,
  showsGiftRegistry,
  showsMessages,
  visibleEvents,
} from './visibility.ts';

export type { ConfirmationProps } from './sections/confirmation-section.tsx';

export type InvitationProps = {
  wedding: InvitationModel;
  guest: InvitationGuestModel | null;
  /** The published theme's content, or null for Etiqueta. */
  theme: ThemeContent | null;
  locale: InvitationLocale;
  /** The initial clock, so the server and the client render the same countdown. */
  now: Date;
  confirmation: ConfirmationProps;
  /**
   * Mounted inside another page (the dashboard's theme preview): the sections sit in a <div>, not a
   * second <main>, and the song is left out, so the preview neither plays music nor floats a button
   * over the page around it.
   */
  embedded?: boolean;
  /** The guest's calendar file (.ics) on the invitation server; none in the dashboard's preview. */
  calendarFileHref?: string | null;
};

/**
 * The public invitation, a pure function of its props: it fetches nothing and reads no storage, so it
 * renders the same on the server and in the browser (give both the same `now`). It carries its own
 * theme <style>, so it looks right wherever it is mounted (the invitation app, the dashboard's preview).
 */
export function Invitation(props: InvitationProps) {
  return (
    <InvitationI18n locale={props.locale}>
      <InvitationBody {...props} />
    </InvitationI18n>
  );
}

function InvitationBody({
  wedding,
  guest,
  theme,
  locale,
  now,
  confirmation,
  embedded = false,
  calendarFileHref = null,
}: InvitationProps) {
  const events = visibleEvents(wedding.events, guest);
  const Main = embedded ? 'div' : 'main';
  return (
    <div className="inv-root inv-base-body" lang={locale} data-design={wedding.design.slug}>
      <style dangerouslySetInnerHTML={{ __html: themeToCss(theme ?? ETIQUETA_THEME) }} />
      <Header wedding={wedding} locale={locale} now={now} />
      <Main className="inv-main">
        {showsMessages(wedding) ? <MessagesSection wedding={wedding} /> : null}
        {events.length > 0 ? (
          <EventsSection
            wedding={wedding}
            events={events}
            locale={locale}
            calendarFileHref={calendarFileHref}
          />
        ) : null}
        {showsDressCode(wedding) ? <DressCodeSection wedding={wedding} /> : null}
        {wedding.itineraryEvents.length > 0 ? (
          <ItinerarySection wedding={wedding} locale={locale} />
        ) : null}
        {showsGiftRegistry(wedding) ? <GiftRegistrySection wedding={wedding} /> : null}
        {showsConfirmation(wedding) ? (
          <ConfirmationSection
            wedding={wedding}
            locale={locale}
            guest={guest}
            confirmation={confirmation}
          />
        ) : null}
        {wedding.accommodations.length > 0 ? <AccommodationsSection wedding={wedding} /> : null}
        {wedding.galleryImages.length > 0 ? <GallerySection wedding={wedding} /> : null}
        {wedding.song && !embedded ? <SongPlayer song={wedding.song} /> : null}
      </Main>
    </div>
  );
}
