/**
 * The chart of accounts the exports post to (docs/decisions/086). Names follow QuickBooks Online's default chart
 * where one exists, so an import maps without renaming; an account with no default is created once by the bookkeeper.
 */
export const ACCOUNTS = {
  /** Card captures, wires, checks and cash before they are banked. */
  cash: "Undeposited Funds",
  receivable: "Accounts Receivable (A/R)",
  /** A liability: money paid on an order whose invoice is not yet posted (deposit terms, before paid in full). */
  deposits: "Customer Deposits",
  sales: "Sales",
  delivery: "Delivery Income",
  salesTax: "Sales Tax Payable",
  rentalIncome: "Rental Income",
  /** Credit notes: what a refund takes back off a posted sale. */
  returns: "Sales Returns and Allowances",
} as const;
export type Account = (typeof ACCOUNTS)[keyof typeof ACCOUNTS];
