import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link ProductGallery}. */
export interface ProductGalleryProps {
  /** Image URLs, the main one first (`ProductDetail.images`). */
  images: string[];
  /** The product's name in the page's language (for the images' alt text). */
  name: string;
  /** The image shown first (default 0). */
  initialIndex?: number;
}

/** In which direction the element's text runs: the nearest `dir` attribute, else LTR. */
function directionOf(element: Element): 'ltr' | 'rtl' {
  return element.closest('[dir]')?.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * The product page's images: a large square image and a row of thumbnail buttons that choose it
 * (`aria-pressed` on the chosen one). In the thumbnail row the arrow keys follow the reading
 * direction (ArrowRight goes to the next image in English and the previous one in Arabic), Home
 * and End jump to the first and last; the focused thumbnail is shown at once.
 *
 * @example
 * ```tsx
 * <ProductGallery images={product.images} name={localizedName(product, lang)} />
 * ```
 */
export function ProductGallery({ images, name, initialIndex = 0 }: ProductGalleryProps) {
  const { t } = useTranslation('catalog');
  const [selected, setSelected] = useState(
    Math.min(Math.max(initialIndex, 0), Math.max(images.length - 1, 0)),
  );
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const total = images.length;
  if (total === 0) return null;
  const current = Math.min(selected, total - 1);

  const select = (index: number) => {
    setSelected(index);
    thumbnails.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = directionOf(event.currentTarget) === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    const next =
      event.key === forward
        ? (current + 1) % total
        : event.key === back
          ? (current - 1 + total) % total
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? total - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className="grid gap-3">
      <div className="aspect-square overflow-hidden rounded-lg border border-brand-100 bg-brand-50">
        <img
          src={images[current]}
          alt={total > 1 ? t('gallery.image', { name, index: current + 1, total }) : name}
          width={800}
          height={800}
          // The product page's largest picture (its LCP element): fetched before the scripts.
          fetchPriority="high"
          className="size-full object-contain"
        />
      </div>
      {total > 1 ? (
        <div
          role="group"
          aria-label={t('gallery.label')}
          onKeyDown={onKeyDown}
          className="flex flex-wrap gap-2"
        >
          {images.map((src, index) => (
            <button
              key={`${index}-${src}`}
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              type="button"
              aria-pressed={index === current}
              aria-label={t('gallery.thumbnail', { index: index + 1, total })}
              // One tab stop for the row: the chosen thumbnail; arrows move between them.
              tabIndex={index === current ? 0 : -1}
              onClick={() => setSelected(index)}
              className={`size-16 overflow-hidden rounded-md border-2 bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                index === current ? 'border-brand-700' : 'border-transparent hover:border-brand-200'
              }`}
            >
              <img
                src={src}
                alt=""
                loading="lazy"
                width={64}
                height={64}
                className="size-full object-cover"
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
