import { formatUsd } from "./money.ts";

/** What every priced line has, in dollars: the cart's, the order's and the invoice's lines. */
export type PricedLine = {
  quantity: number;
  /** Unit price of the container alone, without delivery. */
  itemPrice: number;
  /** The delivery method; its price is read from the total (see lineAmounts). Null when none was chosen. */
  delivery: { method: string; price: number } | null;
  /** quantity × unit price + the line's delivery, as the server priced it. */
  totalPrice: number;
};

export type LineAmounts = {
  /** "$2,883.00" */
  unitPrice: string;
  /** "Crane delivery $1,300.00" (the line's trucks), "Crane delivery free", or "Delivery not selected". */
  delivery: string;
  /** "$6,516.00" */
  lineTotal: string;
  /** "2 × $2,883.00 + $750.00 crane delivery = $6,516.00": how the line total is made up. */
  breakdown: string;
};

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The one way a line's money is written (issue 18: the receipt hid the delivery in the line total and the PDF
 * folded it into the unit price). Cart, dashboard receipt, printed receipt/invoice, PDF and the confirmation
 * e-mail all use it, so the same line reads the same everywhere.
 */
export function lineAmounts(line: PricedLine): LineAmounts {
  const unitPrice = formatUsd(line.itemPrice);
  const lineTotal = formatUsd(line.totalPrice);
  const units = `${line.quantity} × ${unitPrice}`;
  if (!line.delivery) return { unitPrice, delivery: "Delivery not selected", lineTotal, breakdown: `${units} = ${lineTotal}` };
  // Delivery is priced per line (trucks × truck price, docs/decisions/024), so it is whatever the total holds
  // beyond the units: this reads orders from before that (delivery per unit) and after it alike.
  const deliveryCents = Math.round(line.totalPrice * 100) - Math.round(line.itemPrice * 100) * line.quantity;
  const price = formatUsd(deliveryCents / 100);
  const { method } = line.delivery;
  return {
    unitPrice,
    delivery: deliveryCents ? `${capitalised(method)} delivery ${price}` : `${capitalised(method)} delivery free`,
    lineTotal,
    breakdown: deliveryCents ? `${units} + ${price} ${method} delivery = ${lineTotal}` : `${units} = ${lineTotal}`,
  };
}

/** An order or invoice line (delivery as two fields) in the shape lineAmounts reads. */
export const orderLineAmounts = (item: { quantity: number; itemPrice: number; totalPrice: number; deliveryMethod: string | null; deliveryPrice: number }) =>
  lineAmounts({ ...item, delivery: item.deliveryMethod ? { method: item.deliveryMethod, price: item.deliveryPrice } : null });
