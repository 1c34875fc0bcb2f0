import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MONTH_BEFORE, invitedGuest, mexicanWedding } from './fixtures/mexican-wedding.ts';
import { onlySection, storyProps } from './fixtures/story-props.ts';
import { Invitation, type InvitationProps } from './invitation.tsx';
import type {
  AccommodationModel,
  DressCodeIconModel,
  ImageModel,
  InvitationModel,
} from './model.ts';

function renderInvitation(overrides: Partial<InvitationProps> = {}) {
  return render(<Invitation {...storyProps} {...overrides} />);
}

const section = (name: string) => document.querySelector(`[data-section="${name}"]`);

describe('Invitation sections', () => {
  it('renders every section of a full wedding, in order, with one h1: the couple', () => {
    renderInvitation();
    const order = [...document.querySelectorAll('[data-section]')].map((element) =>
      element.getAttribute('data-section'),
    );
    expect(order).toEqual([
      'header',
      'invitation',
      'events',
      'dress-code',
      'itinerary',
      'gift-registry',
      'confirmation',
      'accommodations',
      'gallery',
    ]);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s.map((heading) => heading.textContent)).toEqual(['Mariana & Alejandro']);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(document.querySelector('.inv-root')).toHaveAttribute('lang', 'es');
  });

  it.each<[string, Partial<InvitationModel>]>([
    ['invitation', { invitationSectionEnabled: false }],
    [
      'invitation',
      {
        invitation: {
          ...mexicanWedding.invitation,
          firstMessage: null,
          secondMessage: ' ',
          bridesParents: [],
          groomsParents: [],
        },
      },
    ],
    ['events', { events: [] }],
    ['dress-code', { dressCodeEnabled: false }],
    ['dress-code', { dressCode: null, dressCodeDetails: null, showDressCodeIcons: false }],
    ['itinerary', { itineraryEvents: [] }],
    ['gift-registry', { giftRegistries: [], giftRegistryMessage: null, acceptsEnvelope: false }],
    ['confirmation', { confirmationEnabled: false }],
    ['confirmation', { hasDigitalConfirmation: false }],
    ['accommodations', { accommodations: [] }],
    ['gallery', { galleryImages: [] }],
  ])('leaves out the %s section when it is disabled or empty', (name, change) => {
    renderInvitation({ wedding: { ...mexicanWedding, ...change } });
    expect(section(name)).toBeNull();
    expect(section('header')).not.toBeNull();
  });

  it('shows the gift registry for the envelope option alone', () => {
    renderInvitation({ wedding: onlySection({ acceptsEnvelope: true }) });
    expect(
      within(section('gift-registry') as HTMLElement).getByText(/lluvia de sobres/),
    ).toBeInTheDocument();
  });

  it.each([
    ['events', 'showEventsSectionTitle', 'Eventos'],
    ['dress-code', 'showDressCodeSectionTitle', 'Código de vestimenta'],
    ['itinerary', 'showItinerarySectionTitle', 'Itinerario'],
    ['gift-registry', 'showGiftRegistrySectionTitle', 'Mesa de regalos'],
    ['confirmation', 'showConfirmationSectionTitle', 'Confirma tu asistencia'],
    ['accommodations', 'showAccommodationsSectionTitle', 'Hospedaje'],
    ['gallery', 'showGallerySectionTitle', 'Galería'],
  ] as const)('shows the %s title only when %s is on', (name, flag, title) => {
    const { unmount } = renderInvitation();
    expect(
      within(section(name) as HTMLElement).getByRole('heading', { level: 2, name: title }),
    ).toBeInTheDocument();
    unmount();
    renderInvitation({ wedding: { ...mexicanWedding, [flag]: false } });
    const element = section(name) as HTMLElement;
    expect(element.querySelector('.inv-section-heading')).toBeNull();
    // Still a named region with its h2 for screen readers, only not on the page.
    const heading = within(element).getByRole('heading', { level: 2, name: title });
    expect(heading).toHaveClass('inv-visually-hidden');
    expect(screen.getByRole('region', { name: title })).toBe(element);
  });

  it.each([
    ['shown', true],
    ['hidden', false],
  ])('never skips a heading level, with every section title %s', (_label, isTitleShown) => {
    const titleFlags = {
      showEventsSectionTitle: isTitleShown,
      showDressCodeSectionTitle: isTitleShown,
      showItinerarySectionTitle: isTitleShown,
      showGiftRegistrySectionTitle: isTitleShown,
      showConfirmationSectionTitle: isTitleShown,
      showAccommodationsSectionTitle: isTitleShown,
      showGallerySectionTitle: isTitleShown,
    } satisfies Partial<InvitationModel>;
    renderInvitation({ wedding: { ...mexicanWedding, ...titleFlags } });
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      Number(heading.tagName.slice(1)),
    );
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    // Parents (h3) under the invitation's h2, event and hotel names (h3) under theirs.
    expect(levels).toContain(3);
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] as number) + 1);
    });
    // Every section opens with its own h2.
    for (const element of document.querySelectorAll('section[data-section]')) {
      expect(element.querySelector('h1, h2, h3, h4, h5, h6')?.tagName).toBe('H2');
    }
  });

  it('speaks English when the locale is en', () => {
    renderInvitation({ locale: 'en' });
    expect(screen.getByRole('heading', { name: 'Dress code' })).toBeInTheDocument();
    expect(screen.getByTestId('header-guest')).toHaveTextContent(
      'Carmen, we saved 3 seats for you',
    );
    expect(document.querySelector('.inv-root')).toHaveAttribute('lang', 'en');
  });

  it('changes every text when the locale changes in place, and back (texts are kept per language)', () => {
    const greeting = () => screen.getByTestId('header-guest');
    const { rerender } = renderInvitation({ locale: 'es' });
    expect(greeting()).toHaveTextContent('Carmen, les reservamos 3 lugares');
    rerender(<Invitation {...storyProps} locale="en" />);
    expect(greeting()).toHaveTextContent('Carmen, we saved 3 seats for you');
    expect(screen.getByRole('button', { name: 'All of us to everything' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dress code' })).toBeInTheDocument();
    rerender(<Invitation {...storyProps} locale="es" />);
    expect(greeting()).toHaveTextContent('Carmen, les reservamos 3 lugares');
    expect(screen.queryByRole('heading', { name: 'Dress code' })).not.toBeInTheDocument();
  });
});

describe('embedded', () => {
  it('renders inside another page without a second <main>, without the song, and leaves the page language alone', () => {
    document.documentElement.lang = 'es';
    renderInvitation({ embedded: true, locale: 'en' });
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(document.querySelector('.inv-main')?.tagName).toBe('DIV');
    expect(document.querySelector('audio')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Dress code' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('keeps the song on the public invitation', () => {
    renderInvitation();
    expect(document.querySelector('audio')).not.toBeNull();
  });
});

describe('exclusive events', () => {
  it('shows an exclusive event to a guest invited to it', () => {
    renderInvitation({ guest: invitedGuest });
    expect(screen.getByRole('heading', { name: 'Tornaboda' })).toBeInTheDocument();
    expect(screen.getAllByTestId('event')).toHaveLength(4);
  });

  it('hides it from a guest not invited to it, and from a bare link, whatever the server sent', () => {
    const { unmount } = renderInvitation({ guest: { ...invitedGuest, events: [] } });
    expect(screen.queryByRole('heading', { name: 'Tornaboda' })).toBeNull();
    expect(screen.getAllByTestId('event')).toHaveLength(3);
    unmount();
    renderInvitation({ guest: null });
    expect(screen.queryByRole('heading', { name: 'Tornaboda' })).toBeNull();
  });

  it('leaves out the events section when only exclusive events remain for this guest', () => {
    const onlyExclusive = mexicanWedding.events.filter((event) => event.isExclusive);
    renderInvitation({ guest: null, wedding: { ...mexicanWedding, events: onlyExclusive } });
    expect(section('events')).toBeNull();
  });
});

describe('events', () => {
  it('prints the time, the date only for another day, the adults-only note and the map link', () => {
    renderInvitation();
    const [dinner, ceremony, reception] = screen.getAllByTestId('event') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(dinner).getByText('8:00 p. m. · 12/11/2027')).toBeInTheDocument();
    expect(within(ceremony).getByText('5:00 p. m.')).toBeInTheDocument();
    expect(within(reception).getByText('7:30 p. m.')).toBeInTheDocument();
    expect(within(reception).getByText('Evento solo para adultos')).toBeInTheDocument();
    expect(within(ceremony).queryByText('Evento solo para adultos')).toBeNull();
    expect(within(reception).getByRole('link', { name: /Ver ubicación/ })).toHaveAttribute(
      'href',
      'https://maps.app.goo.gl/haciendamorales',
    );
  });

  it('links "Agregar al calendario" to the calendar template: names, one hour, the map link', () => {
    renderInvitation();
    const ceremony = screen.getAllByTestId('event')[1] as HTMLElement;
    const link = within(ceremony).getByRole('link', { name: /Agregar al calendario/ });
    const url = new URL(link.getAttribute('href') as string);
    expect(url.searchParams.get('text')).toBe('Mariana & Alejandro - Ceremonia religiosa');
    expect(url.searchParams.get('dates')).toBe('20271113T230000Z/20271114T000000Z');
    expect(url.searchParams.get('location')).toBe('https://maps.app.goo.gl/sanjuanbautista');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('gives no calendar link when the event does not ask for one', () => {
    const events = mexicanWedding.events.map((event) => ({ ...event, showAddToCalendar: false }));
    renderInvitation({ wedding: { ...mexicanWedding, events } });
    expect(screen.queryByRole('link', { name: /Agregar al calendario/ })).toBeNull();
  });

  it("links the guest's calendar file once, in the page, when the app gives it", () => {
    renderInvitation({ calendarFileHref: '/boda/calendario.ics?code=AB12&lang=es' });
    const link = screen.getByRole('link', { name: 'Descargar calendario (iPhone, Outlook)' });
    expect(link).toHaveAttribute('href', '/boda/calendario.ics?code=AB12&lang=es');
    expect(link).not.toHaveAttribute('target');
  });

  it('gives no calendar file in the preview, or when no event goes to calendars', () => {
    const { unmount } = renderInvitation();
    expect(screen.queryByTestId('calendar-file')).toBeNull();
    unmount();
    const events = mexicanWedding.events.map((event) => ({ ...event, showAddToCalendar: false }));
    renderInvitation({
      wedding: { ...mexicanWedding, events },
      calendarFileHref: '/boda/calendario.ics?lang=es',
    });
    expect(screen.queryByTestId('calendar-file')).toBeNull();
  });
});

describe('header', () => {
  afterEach(() => vi.useRealTimers());

  it('loads the cover first, at full width, in a box of its own shape (no layout shift)', () => {
    const cover = {
      ...(mexicanWedding.coverImages[0] as ImageModel),
      srcSet: 'https://x.example/a-w800.webp 800w, https://x.example/a.webp 2048w',
    };
    renderInvitation({ wedding: { ...mexicanWedding, coverImages: [cover] } });
    const image = screen.getByRole('img', { name: 'Fotografía de Mariana & Alejandro' });
    expect(image).toHaveAttribute('srcset', cover.srcSet);
    expect(image).toHaveAttribute('sizes', '(min-width: 64rem) 36rem, 100vw');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '1000');
    expect(image.parentElement).toHaveStyle({ aspectRatio: '0.8' });
  });

  it('ticks every second from the given now, with a singular day label', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const now = new Date('2027-11-12T22:59:58.000Z'); // 1 day, 0 h, 0 min, 2 s to go
    vi.setSystemTime(now);
    renderInvitation({ now });
    const timer = screen.getByRole('timer', { name: 'Cuenta regresiva para la boda' });
    expect(timer).toHaveTextContent('01Día00Horas00Minutos02Segundos');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('01Día00Horas00Minutos01Segundo');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('01Día00Horas00Minutos00Segundos');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('00Días23Horas59Minutos59Segundos');
  });

  it('shows the married text at zero and stops ticking', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const now = new Date('2027-11-13T22:59:59.000Z');
    vi.setSystemTime(now);
    renderInvitation({ now });
    expect(screen.getByRole('timer')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('¡Nos casamos!')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the married text right away after the wedding, and no countdown without the feature', () => {
    const { unmount } = renderInvitation({
      now: new Date('2028-01-01T00:00:00.000Z'),
      locale: 'en',
    });
    expect(screen.getByText('Just married!')).toBeInTheDocument();
    unmount();
    renderInvitation({ now: MONTH_BEFORE, wedding: { ...mexicanWedding, hasCountdown: false } });
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

describe('messages, dress code and itinerary', () => {
  it('marks a deceased parent discreetly, with a spoken label', () => {
    renderInvitation();
    const parent = screen.getByText(/José Luis Martínez Ortega/);
    expect(parent).toHaveTextContent('†');
    expect(within(parent).getByText('(En memoria)')).toHaveClass('inv-visually-hidden');
    expect(screen.getByText('Guadalupe Hernández Ruiz')).not.toHaveTextContent('†');
  });

  it('sizes the dress code by its length and draws the icons when asked', () => {
    const { unmount } = renderInvitation();
    expect(screen.getByText('Etiqueta rigurosa')).toHaveAttribute('data-size', 'small');
    expect(screen.getByRole('img', { name: 'Vestido largo' }).querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Esmoquin' })).toBeInTheDocument();
    unmount();
    renderInvitation({
      wedding: {
        ...mexicanWedding,
        dressCode: 'Formal: guayabera blanca o traje de lino claro',
        showDressCodeIcons: false,
      },
    });
    expect(screen.getByText(/guayabera blanca/)).toHaveAttribute('data-size', 'large');
    expect(screen.queryByRole('img', { name: 'Vestido largo' })).toBeNull();
  });

  it('never inlines an icon that could run script', () => {
    const dressIcon = {
      ...(mexicanWedding.dressIcon as DressCodeIconModel),
      svg: '<svg onload="alert(1)"></svg>',
    };
    renderInvitation({ wedding: { ...mexicanWedding, dressIcon } });
    expect(document.querySelector('[onload]')).toBeNull();
  });

  it('lists the itinerary with its times and icons', () => {
    renderInvitation();
    const items = screen.getAllByTestId('itinerary-item');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('5:00 p. m.Ceremonia');
    expect(items[0]?.querySelector('svg')).not.toBeNull();
    expect(items[4]?.querySelector('svg')).toBeNull();
  });
});

describe('gift registry, accommodations and gallery', () => {
  it('links each registry and mentions the envelope', () => {
    renderInvitation();
    expect(screen.getByRole('link', { name: /Liverpool/ })).toHaveAttribute(
      'href',
      'https://mesaderegalos.liverpool.com.mx/milistaderegalos/51234567',
    );
    expect(screen.getByText(/lluvia de sobres/)).toBeInTheDocument();
  });

  it('links an accommodation website and map, never a non-http link', () => {
    const accommodations = [
      { ...(mexicanWedding.accommodations[0] as AccommodationModel), link: 'javascript:alert(1)' },
    ];
    renderInvitation({ wedding: { ...mexicanWedding, accommodations } });
    expect(screen.queryByRole('link', { name: /Sitio web/ })).toBeNull();
    const region = section('accommodations') as HTMLElement;
    expect(within(region).getByRole('link', { name: /Ver ubicación/ })).toHaveAttribute(
      'href',
      'https://maps.app.goo.gl/alcobas',
    );
  });

  it('loads gallery photos lazily with alt text and a reserved box', () => {
    renderInvitation();
    const photos = within(section('gallery') as HTMLElement).getAllByRole('img');
    expect(photos).toHaveLength(4);
    expect(photos[0]).toHaveAttribute('loading', 'lazy');
    expect(photos[0]).toHaveAccessibleName('Fotografía 1 de 4');
    expect(photos[1]).toHaveAttribute('width', '300');
    expect(photos[1]).toHaveAttribute('height', '400');
  });
});
