export { Invoice, type InvoiceProps } from '#invoice/invoice.tsx';
