// The demo wedding's pictures, drawn here because no photo ships with the code: SVG line art on a
// warm gradient, rendered by sharp, with a film grain (a seeded pseudo-random one, so every run
// makes the same bytes) and encoded as a quality-85 JPEG, as a phone's photo would arrive. The grain
// matters: without it the files would be a few kilobytes, and the invitation's benchmark would
// measure pictures no couple uploads.
import sharp from 'sharp';
import { seededRandom } from './seeded-random.ts';

export type DemoPicture = Readonly<{
  fileName: string;
  width: number;
  height: number;
  svg: string;
}>;

const PALETTE = {
  ivory: '#f7efe4',
  sand: '#ead8c3',
  blush: '#e6c4b4',
  terracotta: '#c48a6a',
  gold: '#b8955a',
  brown: '#5b4636',
  sage: '#8f9c7c',
} as const;

const JPEG_QUALITY = 85;
const GRAIN_AMPLITUDE = 13;

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * An olive-like branch: a curved stem from (x, y) of `length` px at `angle` degrees, with leaves
 * (rotated ellipses) alternating along it, drawn as outlines.
 */
function branch(
  x: number,
  y: number,
  length: number,
  angle: number,
  options: { color: string; leaves?: number; bend?: number; width?: number },
): string {
  const { color, leaves = 9, bend = 0.18, width = 2.4 } = options;
  const radians = (angle * Math.PI) / 180;
  const end = { x: x + Math.cos(radians) * length, y: y + Math.sin(radians) * length };
  const normal = { x: -Math.sin(radians), y: Math.cos(radians) };
  const control = {
    x: (x + end.x) / 2 + normal.x * length * bend,
    y: (y + end.y) / 2 + normal.y * length * bend,
  };
  const at = (t: number) => ({
    x: (1 - t) ** 2 * x + 2 * (1 - t) * t * control.x + t ** 2 * end.x,
    y: (1 - t) ** 2 * y + 2 * (1 - t) * t * control.y + t ** 2 * end.y,
  });
  const tangent = (t: number) => {
    const dx = 2 * (1 - t) * (control.x - x) + 2 * t * (end.x - control.x);
    const dy = 2 * (1 - t) * (control.y - y) + 2 * t * (end.y - control.y);
    return (Math.atan2(dy, dx) * 180) / Math.PI;
  };
  const parts = [
    `<path d="M${round(x)} ${round(y)} Q${round(control.x)} ${round(control.y)} ${round(end.x)} ${round(end.y)}" stroke="${color}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`,
  ];
  const leafLength = length / (leaves * 0.9);
  for (let index = 0; index < leaves; index += 1) {
    const t = 0.12 + (0.86 * index) / leaves;
    const point = at(t);
    const side = index % 2 === 0 ? 1 : -1;
    const rotation = tangent(t) + side * 38;
    const size = leafLength * (1 - t * 0.35);
    parts.push(
      `<ellipse cx="${round(size * 0.55)}" cy="0" rx="${round(size * 0.55)}" ry="${round(size * 0.2)}" transform="translate(${round(point.x)} ${round(point.y)}) rotate(${round(rotation)})" stroke="${color}" stroke-width="${round(width * 0.8)}" fill="${color}" fill-opacity="0.12"/>`,
    );
  }
  const tip = tangent(1);
  parts.push(
    `<ellipse cx="${round(leafLength * 0.4)}" cy="0" rx="${round(leafLength * 0.4)}" ry="${round(leafLength * 0.16)}" transform="translate(${round(end.x)} ${round(end.y)}) rotate(${round(tip)})" stroke="${color}" stroke-width="${round(width * 0.8)}" fill="${color}" fill-opacity="0.12"/>`,
  );
  return parts.join('');
}

/** A five-petal flower outline centred on (x, y). */
function flower(x: number, y: number, radius: number, color: string): string {
  const petals = Array.from({ length: 5 }, (_, index) => {
    const rotation = index * 72;
    return `<ellipse cx="0" cy="${round(-radius * 0.55)}" rx="${round(radius * 0.32)}" ry="${round(radius * 0.55)}" transform="translate(${x} ${y}) rotate(${rotation})" stroke="${color}" stroke-width="2" fill="${PALETTE.ivory}" fill-opacity="0.35"/>`;
  });
  return `${petals.join('')}<circle cx="${x}" cy="${y}" r="${round(radius * 0.16)}" fill="${PALETTE.gold}"/>`;
}

/** The background every picture shares: a warm diagonal gradient and a soft vignette. */
function backdrop(width: number, height: number, from: string, to: string): string {
  return `<defs>
  <linearGradient id="warm" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="0.55" stop-color="${PALETTE.sand}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.45" r="0.75">
    <stop offset="0" stop-color="#fffaf3" stop-opacity="0.75"/><stop offset="0.6" stop-color="#fffaf3" stop-opacity="0"/>
    <stop offset="1" stop-color="${PALETTE.brown}" stop-opacity="0.28"/>
  </radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#warm)"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>`;
}

/** "A" and "L" as thin serif strokes (paths, not text: no font is needed to draw them). */
function monogram(cx: number, cy: number, size: number): string {
  const s = size / 100;
  const stroke = `stroke="${PALETTE.brown}" stroke-width="${round(3.2 * s)}" fill="none" stroke-linecap="round" stroke-linejoin="round"`;
  const letterA = `<path d="M-78 50 L-50 -50 L-22 50 M-66 14 L-34 14 M-88 50 L-68 50 M-32 50 L-12 50" ${stroke}/>`;
  const letterL = `<path d="M32 -50 L32 50 L80 50 L80 38 M22 -50 L42 -50" ${stroke}/>`;
  const heart = `<path d="M0 16 C-14 4 -14 -10 -5 -10 C-2 -10 0 -7 0 -5 C0 -7 2 -10 5 -10 C14 -10 14 4 0 16 Z" stroke="${PALETTE.gold}" stroke-width="${round(2.4 * s)}" fill="${PALETTE.gold}" fill-opacity="0.25"/>`;
  return `<g transform="translate(${cx} ${cy}) scale(${s})">${letterA}${heart}${letterL}</g>`;
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function cover(): DemoPicture {
  const [width, height] = [1600, 1000];
  const ring = `<circle cx="800" cy="500" r="190" stroke="${PALETTE.gold}" stroke-width="3" fill="#fffaf3" fill-opacity="0.35"/><circle cx="800" cy="500" r="176" stroke="${PALETTE.gold}" stroke-width="1.2" fill="none"/>`;
  const wreath = [
    branch(800, 700, 300, 200, { color: PALETTE.sage, leaves: 11, bend: -0.35 }),
    branch(800, 700, 300, -20, { color: PALETTE.sage, leaves: 11, bend: 0.35 }),
  ].join('');
  const corners = [
    branch(-20, 80, 420, 18, { color: PALETTE.sage, leaves: 12, bend: 0.2 }),
    branch(60, -20, 360, 62, { color: PALETTE.terracotta, leaves: 9, bend: -0.2 }),
    branch(1620, 920, 420, 198, { color: PALETTE.sage, leaves: 12, bend: 0.2 }),
    branch(1540, 1020, 360, 242, { color: PALETTE.terracotta, leaves: 9, bend: -0.2 }),
    flower(250, 210, 46, PALETTE.terracotta),
    flower(1350, 790, 46, PALETTE.terracotta),
    flower(170, 330, 28, PALETTE.gold),
    flower(1430, 670, 28, PALETTE.gold),
  ].join('');
  return {
    fileName: 'portada-ana-y-luis.jpg',
    width,
    height,
    svg: svg(
      width,
      height,
      `${backdrop(width, height, PALETTE.ivory, PALETTE.blush)}${corners}${wreath}${ring}${monogram(800, 490, 150)}`,
    ),
  };
}

/** The hacienda's arches at sunset. */
function arches(): DemoPicture {
  const [width, height] = [1500, 1000];
  const archPaths = Array.from({ length: 5 }, (_, index) => {
    const x = 150 + index * 250;
    return `<path d="M${x} 900 V520 A110 110 0 0 1 ${x + 220} 520 V900" stroke="${PALETTE.brown}" stroke-width="4" fill="#fffaf3" fill-opacity="0.22"/>`;
  }).join('');
  const body = `${backdrop(width, height, '#f3d9c2', PALETTE.terracotta)}
<circle cx="1120" cy="260" r="120" fill="#fbe6c8" fill-opacity="0.8"/>
<path d="M100 380 H1400 M100 400 H1400 M100 900 H1400" stroke="${PALETTE.brown}" stroke-width="3"/>${archPaths}
${branch(40, 980, 380, -60, { color: PALETTE.sage, leaves: 10 })}${branch(1460, 980, 380, 240, { color: PALETTE.sage, leaves: 10, bend: -0.18 })}`;
  return { fileName: 'hacienda.jpg', width, height, svg: svg(width, height, body) };
}

/** A bouquet, portrait. */
function bouquet(): DemoPicture {
  const [width, height] = [1000, 1400];
  const stems = [-30, -15, 0, 15, 30]
    .map(
      (tilt) =>
        `<path d="M500 1250 L${500 + tilt * 8} 640" stroke="${PALETTE.sage}" stroke-width="4"/>`,
    )
    .join('');
  const blooms = [
    flower(500, 560, 110, PALETTE.terracotta),
    flower(330, 640, 90, PALETTE.brown),
    flower(670, 640, 90, PALETTE.brown),
    flower(410, 460, 70, PALETTE.gold),
    flower(600, 450, 70, PALETTE.gold),
  ].join('');
  const body = `${backdrop(width, height, PALETTE.ivory, PALETTE.blush)}${stems}
${branch(500, 900, 330, 210, { color: PALETTE.sage, leaves: 8 })}${branch(500, 900, 330, -30, { color: PALETTE.sage, leaves: 8, bend: -0.18 })}
${blooms}<path d="M430 980 L570 980 L545 1060 L455 1060 Z" stroke="${PALETTE.gold}" stroke-width="3" fill="${PALETTE.ivory}" fill-opacity="0.5"/>`;
  return { fileName: 'ramo.jpg', width, height, svg: svg(width, height, body) };
}

/** Two rings, linked. */
function rings(): DemoPicture {
  const [width, height] = [1400, 1000];
  const body = `${backdrop(width, height, '#f8f0e6', PALETTE.sand)}
<circle cx="610" cy="540" r="170" stroke="${PALETTE.gold}" stroke-width="22" fill="none"/>
<circle cx="790" cy="540" r="170" stroke="${PALETTE.brown}" stroke-width="16" fill="none" stroke-opacity="0.85"/>
<path d="M560 330 L610 280 L660 330 L610 380 Z" stroke="${PALETTE.gold}" stroke-width="4" fill="#fffaf3"/>
${branch(120, 140, 420, 25, { color: PALETTE.sage, leaves: 11 })}${branch(1280, 860, 420, 205, { color: PALETTE.sage, leaves: 11 })}
${flower(1150, 190, 60, PALETTE.terracotta)}${flower(250, 820, 60, PALETTE.terracotta)}`;
  return { fileName: 'anillos.jpg', width, height, svg: svg(width, height, body) };
}

/** The parish's towers over the town at dusk, portrait. */
function parroquia(): DemoPicture {
  const [width, height] = [1000, 1400];
  const tower = `<path d="M430 1300 V700 L450 640 V560 L470 520 V430 L500 330 L530 430 V520 L550 560 V640 L570 700 V1300" stroke="${PALETTE.brown}" stroke-width="4" fill="${PALETTE.terracotta}" fill-opacity="0.25"/>
<path d="M500 330 V270 M485 290 H515" stroke="${PALETTE.brown}" stroke-width="4"/>
<path d="M470 800 A30 30 0 0 1 530 800 V880 H470 Z M480 600 A20 20 0 0 1 520 600 V650 H480 Z" stroke="${PALETTE.brown}" stroke-width="3" fill="#fffaf3" fill-opacity="0.4"/>`;
  const houses = [
    [80, 1040, 200],
    [250, 980, 180],
    [600, 1000, 170],
    [760, 1060, 180],
  ]
    .map(
      ([x, y, w]) =>
        `<path d="M${x} 1300 V${y} H${(x ?? 0) + (w ?? 0)} V1300" stroke="${PALETTE.brown}" stroke-width="3" fill="${PALETTE.sand}" fill-opacity="0.5"/>`,
    )
    .join('');
  const body = `${backdrop(width, height, '#f6dcc6', PALETTE.terracotta)}
<circle cx="760" cy="300" r="90" fill="#fbe6c8" fill-opacity="0.85"/>${tower}${houses}
<path d="M0 1300 H1000" stroke="${PALETTE.brown}" stroke-width="4"/>
${branch(-10, 1380, 300, -70, { color: PALETTE.sage, leaves: 8 })}${branch(1010, 1380, 300, 250, { color: PALETTE.sage, leaves: 8, bend: -0.18 })}`;
  return { fileName: 'parroquia.jpg', width, height, svg: svg(width, height, body) };
}

/** The cover and the four gallery pictures, in upload order. */
export function demoPictures(): { cover: DemoPicture; gallery: DemoPicture[] } {
  return { cover: cover(), gallery: [arches(), bouquet(), rings(), parroquia()] };
}

/** Renders the picture, adds the grain and encodes it as a quality-85 JPEG. */
export async function renderDemoPicture(picture: DemoPicture, seed: number): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(picture.svg))
    .resize(picture.width, picture.height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const random = seededRandom(seed);
  // Luminance grain (the same offset on the three channels) in 2x2 blocks, as a phone sensor's at
  // dusk: coarse enough to survive the server's halving into the 800 px variant, as a photo's
  // detail does.
  const rowGrain = new Int8Array(Math.ceil(info.width / 2));
  for (let y = 0; y < info.height; y += 1) {
    if (y % 2 === 0) {
      for (let x = 0; x < rowGrain.length; x += 1) {
        rowGrain[x] = Math.round((random() + random() - 1) * GRAIN_AMPLITUDE);
      }
    }
    for (let x = 0; x < info.width; x += 1) {
      const offset = rowGrain[x >> 1] ?? 0;
      const index = (y * info.width + x) * info.channels;
      for (let channel = 0; channel < info.channels; channel += 1) {
        const value = (data[index + channel] ?? 0) + offset;
        data[index + channel] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
    }
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}
