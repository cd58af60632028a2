// Contact Us's event-store table without the call, for the store every page builds; the call
// loads with the page that makes it (@shop/core/contact).
export * from '#contact/contact-events.ts';
