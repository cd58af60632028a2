import { localizedName, type Locale } from '@shop/core/i18n';
import { useTranslation } from 'react-i18next';
import { primaryButtonClass, secondaryButtonClass } from '#form-fields/styles.ts';
import { SpinnerIcon } from '#icons/icons.tsx';
import { ModalDialog } from '#modal-dialog/modal-dialog.tsx';

/** A name in Arabic (`name`) and English (`nameEn`), as the API sends it. */
type BilingualName = { name: string; nameEn: string };

/** Props of {@link BrandConflictDialog}. */
export interface BrandConflictDialogProps {
  /** Whether the dialog is shown (controlled: the cart overlay is `brandConflict`). */
  open: boolean;
  /** Called when it closes itself (Escape, the close button): the basket stays as it is. */
  onClose: () => void;
  /** The page's language. */
  lang: Locale;
  /** The product the shopper wanted to add, in both languages. */
  productName: BilingualName;
  /** The brand of the products in the basket, when known (`cart.brand`). */
  basketBrand?: BilingualName | null;
  /** "Reset the basket and add": send the add again with `replaceBasket`. */
  onReset: () => void;
  /** "Continue to checkout": go to checkout with the basket unchanged (the new item not added). */
  onContinueToCheckout: () => void;
  /** The reset is under way: its button shows a spinner and ignores presses. */
  busy?: boolean;
}

/**
 * One brand per basket (R4.20): says the basket holds another brand's products and offers
 * "Reset the basket and add" (only the new item remains) or "Continue to checkout" (the basket
 * unchanged), plus close. A native modal `<dialog>`; focus starts on its close button, so
 * nothing is emptied by a stray Enter.
 *
 * @example
 * ```tsx
 * <BrandConflictDialog
 *   open={overlay.kind === 'brandConflict'}
 *   productName={overlay.productName}
 *   basketBrand={cart?.brand}
 *   lang="ar"
 *   onClose={close}
 *   onReset={() => addLine({ ...overlay.request, replaceBasket: true })}
 *   onContinueToCheckout={() => navigate('/ar/checkout')}
 * />
 * ```
 */
export function BrandConflictDialog({
  open,
  onClose,
  lang,
  productName,
  basketBrand,
  onReset,
  onContinueToCheckout,
  busy = false,
}: BrandConflictDialogProps) {
  const { t } = useTranslation('cart');
  return (
    <ModalDialog open={open} onClose={onClose} title={t('brandConflict.title')}>
      <div className="flex flex-col gap-3 text-start">
        <p className="text-ink">
          {basketBrand
            ? t('brandConflict.basketBrand', { brand: localizedName(basketBrand, lang) })
            : t('brandConflict.basketOther')}
        </p>
        <p className="text-ink">
          {t('brandConflict.choice', { product: localizedName(productName, lang) })}
        </p>
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onContinueToCheckout} className={secondaryButtonClass}>
            {t('brandConflict.continue')}
          </button>
          <button
            type="button"
            aria-disabled={busy || undefined}
            onClick={() => !busy && onReset()}
            className={primaryButtonClass}
          >
            {busy ? <SpinnerIcon className="size-5" /> : null}
            {t('brandConflict.reset')}
          </button>
        </div>
        <p role="status" className="sr-only">
          {busy ? t('customize.adding') : ''}
        </p>
      </div>
    </ModalDialog>
  );
}
