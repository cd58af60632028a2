// Loaded on demand by "Add a new address"; its call needs RTK Query's api slice.
import '~/lib/store-api';
import type { RegionTree } from '@shop/core/catalog';
import { useAddAddressMutation, type Address } from '@shop/core/customer';
import type { Locale } from '@shop/core/i18n';
import { AddressModal } from '@shop/ui/address-modal';
import { apiErrors } from '@shop/core/api-errors';

/**
 * "Add a new address" at checkout: the account's address modal, open while mounted (its form
 * and zod load with it, on demand); a saved address is handed to `onSaved`.
 */
export default function CheckoutAddressModal({
  onClose,
  onSaved,
  regions,
  lang,
}: {
  onClose: () => void;
  onSaved: (address: Address) => void;
  regions: RegionTree;
  lang: Locale;
}) {
  const [addAddress, adding] = useAddAddressMutation();
  return (
    <AddressModal
      open
      onClose={onClose}
      regions={regions}
      lang={lang}
      busy={adding.isLoading}
      serverErrors={adding.error ? apiErrors(adding.error) : undefined}
      onSubmit={(values) =>
        void addAddress(values).then((result) => {
          // The new address, chosen and shown in the list, says it was saved.
          if (result.data) onSaved(result.data);
        })
      }
    />
  );
}
