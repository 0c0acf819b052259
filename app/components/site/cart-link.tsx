import { Link } from "react-router";
import { Icon } from "./icons";

/** Cart icon with the item count. The narrow header uses /cart, the wide one /dashboard/cart (spec). */
export function CartLink({ to, count, className = "" }: { to: string; count: number | null; className?: string }) {
  const label = count ? `Cart, ${count} item${count === 1 ? "" : "s"}` : "Cart";
  return (
    <Link to={to} aria-label={label} className={`relative size-10 items-center justify-center rounded-full text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-orange-500 ${className}`}>
      <Icon name="cart" className="size-6" />
      {count ? (
        <span data-testid="cart-count" aria-hidden="true" className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-orange-600 px-1 text-center text-xs leading-5 font-bold text-white">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
