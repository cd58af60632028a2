import { api } from '#api/store-api.ts';
import type { SellerSlotCreate } from '#sellers/seller-role-schemas.ts';
import type {
  PickingList,
  StaffSlot,
  StaffSlotListQuery,
  StaffSlotPage,
} from '#slots/slot-staff-schemas.ts';

/** Whose calls: staff's (`Staff/…`, every brand) or the seller's (`Seller/…`, their own). */
export type SlotActor = 'staff' | 'seller';

const base = (actor: SlotActor) => (actor === 'staff' ? 'Staff' : 'Seller');

/**
 * Delivery slots and picking lists (issue 17), for staff and sellers alike: the same calls under
 * `Staff/` or `Seller/`. A slot's capacity never goes below its places in use (409
 * `slot_capacity_below_taken`); a closed slot is offered to no shopper, its bookings stay.
 */
export const slotsStaffApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Staff: a brand's slots of one of the shop's days. */
    getStaffSlots: build.query<StaffSlotPage, StaffSlotListQuery>({
      query: (params) => ({ url: 'Staff/Slot', params: { ...params } }),
      providesTags: ['Slot'],
    }),
    /** Sellers: their brands' slots starting in [from, to). */
    getSellerSlots: build.query<
      StaffSlotPage,
      { from?: string; to?: string; brandId?: number; page?: number }
    >({
      query: (params) => ({ url: 'Seller/Slot', params: { ...params } }),
      providesTags: ['Slot'],
    }),
    /** 409 `slot_exists` when the brand has a slot starting then. */
    createSlot: build.mutation<StaffSlot, SellerSlotCreate & { actor: SlotActor }>({
      query: ({ actor, ...body }) => ({ url: `${base(actor)}/Slot`, method: 'POST', body }),
      invalidatesTags: ['Slot'],
    }),
    setSlotCapacity: build.mutation<StaffSlot, { actor: SlotActor; id: number; capacity: number }>({
      query: ({ actor, id, capacity }) => ({
        url: `${base(actor)}/Slot/${id}`,
        method: 'PATCH',
        body: { capacity },
      }),
      invalidatesTags: ['Slot'],
    }),
    /** Closes (`close: true`) or reopens the slot. */
    closeSlot: build.mutation<StaffSlot, { actor: SlotActor; id: number; close: boolean }>({
      query: ({ actor, id, close }) => ({
        url: `${base(actor)}/Slot/${id}/${close ? 'Close' : 'Reopen'}`,
        method: 'POST',
      }),
      invalidatesTags: ['Slot'],
    }),
    getPickingList: build.query<PickingList, { actor: SlotActor; slotId: number }>({
      query: ({ actor, slotId }) => ({ url: `${base(actor)}/PickingList`, params: { slotId } }),
      providesTags: ['Slot', 'Order'],
    }),
  }),
});

export const {
  useGetStaffSlotsQuery,
  useGetSellerSlotsQuery,
  useCreateSlotMutation,
  useSetSlotCapacityMutation,
  useCloseSlotMutation,
  useGetPickingListQuery,
} = slotsStaffApi;
