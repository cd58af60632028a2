// Pictures the API draws itself: product images from their category's art, colours and name
// initial; brand logos; offer banners. Plain SVG strings, the same input always giving the
// same bytes (so ETags are stable).

/** Simple drawings in a 200 × 200 box, filled with the accent colour. */
const art: Record<string, string> = {
  bottle:
    '<rect x="70" y="60" width="60" height="130" rx="18"/><rect x="85" y="22" width="30" height="44" rx="6"/><rect x="80" y="10" width="40" height="16" rx="4" opacity=".7"/><rect x="78" y="100" width="44" height="50" rx="6" fill="#fff" opacity=".55"/>',
  jar: '<rect x="45" y="60" width="110" height="125" rx="22"/><rect x="52" y="35" width="96" height="30" rx="8" opacity=".7"/><rect x="62" y="95" width="76" height="50" rx="8" fill="#fff" opacity=".55"/>',
  can: '<rect x="55" y="40" width="90" height="140" rx="10"/><ellipse cx="100" cy="40" rx="45" ry="12" opacity=".7"/><rect x="55" y="85" width="90" height="45" fill="#fff" opacity=".5"/>',
  bag: '<path d="M50 60 L150 60 L165 185 L35 185 Z"/><path d="M50 60 L70 30 L130 30 L150 60 Z" opacity=".7"/><circle cx="100" cy="120" r="28" fill="#fff" opacity=".5"/>',
  box: '<rect x="35" y="60" width="130" height="120" rx="8"/><path d="M35 60 L60 30 L190 30 L165 60 Z" opacity=".7"/><rect x="60" y="95" width="80" height="50" rx="6" fill="#fff" opacity=".5"/>',
  bar: '<g transform="rotate(-18 100 100)"><rect x="35" y="60" width="130" height="80" rx="10"/><path d="M78 60 V140 M122 60 V140 M35 100 H165" stroke="#fff" stroke-width="5" opacity=".5"/></g>',
  round:
    '<circle cx="100" cy="105" r="75"/><circle cx="75" cy="85" r="12" fill="#fff" opacity=".5"/><circle cx="120" cy="120" r="16" fill="#fff" opacity=".5"/><circle cx="125" cy="75" r="8" fill="#fff" opacity=".5"/>',
  egg: '<ellipse cx="75" cy="115" rx="42" ry="55"/><ellipse cx="130" cy="120" rx="40" ry="52" opacity=".75"/><ellipse cx="62" cy="95" rx="10" ry="16" fill="#fff" opacity=".5"/>',
  cup: '<path d="M45 70 H145 L135 175 H55 Z"/><path d="M145 90 C185 90 185 150 140 150" fill="none" stroke="currentColor" stroke-width="12"/><path d="M80 55 C70 40 90 30 80 15 M110 55 C100 40 120 30 110 15" fill="none" stroke="currentColor" stroke-width="6" opacity=".6"/>',
  loaf: '<path d="M30 120 C30 60 170 60 170 120 V170 H30 Z"/><path d="M65 85 L80 110 M95 80 L110 105 M125 85 L140 110" stroke="#fff" stroke-width="7" opacity=".5"/>',
  croissant:
    '<path d="M20 130 C40 60 160 60 180 130 C150 110 130 120 100 150 C70 120 50 110 20 130 Z"/><path d="M70 95 L85 130 M100 85 V140 M130 95 L115 130" stroke="#fff" stroke-width="6" opacity=".5"/>',
  cake: '<rect x="35" y="105" width="130" height="75" rx="10"/><rect x="45" y="70" width="110" height="40" rx="8" opacity=".75"/><rect x="96" y="35" width="8" height="35"/><path d="M100 15 C110 28 90 30 100 15" fill="#FFB300"/><path d="M35 135 H165" stroke="#fff" stroke-width="6" opacity=".5"/>',
  pill: '<g transform="rotate(-35 100 100)"><rect x="40" y="75" width="120" height="50" rx="25"/><rect x="100" y="75" width="60" height="50" rx="25" fill="#fff" opacity=".5"/></g><circle cx="145" cy="160" r="24" opacity=".75"/>',
  meat: '<path d="M40 110 C30 60 110 35 150 70 C185 100 165 165 110 170 C70 175 48 150 40 110 Z"/><circle cx="115" cy="110" r="18" fill="#fff" opacity=".6"/><path d="M60 100 C80 80 100 75 130 80" stroke="#fff" stroke-width="6" fill="none" opacity=".4"/>',
  drumstick:
    '<path d="M60 40 C110 20 160 70 140 120 C130 145 100 150 85 140 L60 165 L45 150 L70 125 C55 110 40 60 60 40 Z"/><circle cx="45" cy="168" r="14" opacity=".75"/><circle cx="32" cy="155" r="14" opacity=".75"/>',
  fish: '<path d="M25 100 C60 45 135 45 160 100 C135 155 60 155 25 100 Z"/><path d="M155 100 L190 65 V135 Z" opacity=".75"/><circle cx="60" cy="92" r="8" fill="#fff"/>',
  fruit:
    '<path d="M100 60 C60 35 20 70 35 120 C45 160 75 185 100 170 C125 185 155 160 165 120 C180 70 140 35 100 60 Z"/><path d="M100 60 C100 40 110 25 125 20" stroke="currentColor" stroke-width="7" fill="none"/><path d="M108 45 C130 25 160 35 160 35 C145 60 120 55 108 45 Z" fill="#43A047"/>',
  carrot:
    '<path d="M55 70 L145 60 L75 180 Z"/><path d="M140 62 C150 30 175 25 185 20 M140 62 C165 45 190 55 195 50 M140 62 C150 40 140 20 150 10" stroke="#43A047" stroke-width="8" fill="none"/>',
  leaf: '<path d="M30 170 C30 80 90 25 175 25 C175 110 120 170 30 170 Z"/><path d="M30 170 C80 120 120 80 160 40" stroke="#fff" stroke-width="6" fill="none" opacity=".5"/>',
  flower:
    '<g transform="translate(100 90)"><circle cx="0" cy="-45" r="28"/><circle cx="43" cy="-14" r="28"/><circle cx="27" cy="36" r="28"/><circle cx="-27" cy="36" r="28"/><circle cx="-43" cy="-14" r="28"/><circle r="20" fill="#FFD54F"/></g><path d="M100 125 V195" stroke="#43A047" stroke-width="8"/>',
  pot: '<path d="M55 120 H145 L130 190 H70 Z"/><path d="M100 120 C100 80 70 60 45 55 C55 90 75 110 100 120 Z M100 120 C100 70 130 50 160 45 C150 85 125 110 100 120 Z" fill="#43A047"/>',
  balloon:
    '<ellipse cx="75" cy="75" rx="38" ry="46"/><ellipse cx="130" cy="90" rx="36" ry="44" opacity=".75"/><path d="M75 121 C80 150 95 160 100 195 M130 134 C125 160 105 170 100 195" stroke="currentColor" stroke-width="3" fill="none"/>',
  snowflake:
    '<g stroke="currentColor" stroke-width="12" stroke-linecap="round"><path d="M100 25 V175 M35 62 L165 138 M35 138 L165 62"/></g><circle cx="100" cy="100" r="18"/>',
  icecream:
    '<path d="M70 105 L100 190 L130 105 Z" opacity=".75"/><circle cx="100" cy="80" r="42"/><circle cx="75" cy="100" r="18"/><circle cx="125" cy="100" r="18"/>',
  basket:
    '<path d="M25 85 H175 L155 180 H45 Z"/><path d="M60 85 L90 30 M140 85 L110 30" stroke="currentColor" stroke-width="10" fill="none"/><path d="M70 105 V160 M100 105 V160 M130 105 V160" stroke="#fff" stroke-width="7" opacity=".5"/>',
};

const fallbackArt = art.basket ?? '';

/** Strong colours the pictures are drawn in. */
const accents = [
  '#1565C0',
  '#2E7D32',
  '#C62828',
  '#6A1B9A',
  '#EF6C00',
  '#00838F',
  '#AD1457',
  '#4E342E',
  '#283593',
  '#558B2F',
];

function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  }
  return value >>> 0;
}

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (character) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[character] ??
      character,
  );
}

const isHexColor = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

/** The first letter or digit of the English name, upper case. */
function initialOf(text: string): string {
  return (/[\p{L}\p{N}]/u.exec(text)?.[0] ?? '•').toUpperCase();
}

const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif';

export interface ProductArt {
  slug: string;
  nameEn: string;
  art: string;
  background: string;
}

/**
 * A product picture: the category's drawing on the category's colour, in an accent colour
 * picked by the slug, with the English initial in a badge. Views 2 and 3 turn and zoom the
 * drawing, as extra gallery pictures.
 */
export function productSvg(
  { slug, nameEn, art: artKey, background }: ProductArt,
  view = 1,
): string {
  const accent = accents[hash(slug) % accents.length] ?? '#1565C0';
  const drawing = art[artKey] ?? fallbackArt;
  const fill = isHexColor(background) ? background : '#F5F5F5';
  const transform =
    view === 2
      ? 'translate(60 70) scale(1.4) rotate(-12 100 100)'
      : view === 3
        ? 'translate(40 20) scale(1.6)'
        : 'translate(100 110)';
  const dots = Array.from({ length: 6 }, (_, index) => {
    const seed = hash(`${slug}:${view}:${index}`);
    return `<circle cx="${seed % 400}" cy="${(seed >>> 9) % 400}" r="${8 + ((seed >>> 18) % 30)}" fill="${accent}" opacity=".08"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(nameEn)}">` +
    `<rect width="400" height="400" fill="${fill}"/>${dots}` +
    `<g transform="${transform}" fill="${accent}" color="${accent}">${drawing}</g>` +
    `<circle cx="345" cy="55" r="34" fill="${accent}"/>` +
    `<text x="345" y="67" font-family="${FONT}" font-size="34" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(initialOf(nameEn))}</text>` +
    '</svg>'
  );
}

export interface BrandArt {
  nameEn: string;
  color: string;
  accentColor: string;
}

/** A brand logo: its initials on its colour, ringed in its accent colour. */
export function brandSvg({ nameEn, color, accentColor }: BrandArt): string {
  const initials = nameEn
    .split(/\s+/)
    .map((word) => initialOf(word))
    .slice(0, 2)
    .join('');
  const main = isHexColor(color) ? color : '#37474F';
  const accent = isHexColor(accentColor) ? accentColor : '#FFFFFF';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeXml(nameEn)}">` +
    `<circle cx="100" cy="100" r="96" fill="${main}"/>` +
    `<circle cx="100" cy="100" r="82" fill="none" stroke="${accent}" stroke-width="6"/>` +
    `<text x="100" y="122" font-family="${FONT}" font-size="64" font-weight="700" text-anchor="middle" fill="${accent}">${escapeXml(initials)}</text>` +
    '</svg>'
  );
}

export interface OfferArt {
  nameEn: string;
  discountPercent: number;
  color: string;
  art: string;
}

/** An offer banner (3:1): the discount in large type next to the offer's drawing. */
export function offerSvg({ nameEn, discountPercent, color, art: artKey }: OfferArt): string {
  const main = isHexColor(color) ? color : '#37474F';
  const drawing = art[artKey] ?? fallbackArt;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-label="${escapeXml(nameEn)}">` +
    `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${main}"/><stop offset="1" stop-color="${main}" stop-opacity=".7"/></linearGradient></defs>` +
    '<rect width="1200" height="400" fill="url(#g)"/>' +
    '<circle cx="1050" cy="60" r="180" fill="#fff" opacity=".08"/><circle cx="150" cy="380" r="140" fill="#fff" opacity=".06"/>' +
    `<text x="90" y="250" font-family="${FONT}" font-size="170" font-weight="800" fill="#fff">−${discountPercent}%</text>` +
    `<g transform="translate(800 50) scale(1.5)" fill="#fff" color="#fff" opacity=".9">${drawing}</g>` +
    '</svg>'
  );
}
