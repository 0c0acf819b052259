import type { ComponentPropsWithRef, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";

type Variant = "primary" | "secondary" | "dark" | "ghost" | "light" | "danger";
type Size = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:cursor-not-allowed disabled:opacity-50";
const variants: Record<Variant, string> = {
  primary: "bg-orange-600 text-white shadow-sm hover:bg-orange-700",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:border-slate-400 hover:bg-slate-50",
  dark: "bg-slate-900 text-white hover:bg-slate-800",
  ghost: "text-slate-700 hover:bg-slate-100",
  light: "bg-white text-slate-900 shadow-sm hover:bg-orange-50",
  danger: "bg-red-600 text-white shadow-sm hover:bg-red-700",
};

const sizes: Record<Size, string> = { sm: "px-3 py-1.5 text-sm", md: "px-4 py-2.5 text-sm", lg: "px-6 py-3 text-base" };

/** The class list of a button, for elements that must look like one (links, labels). */
export function buttonClass(variant: Variant = "primary", size: Size = "md", extra = "") {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

type ButtonProps = ComponentPropsWithRef<"button"> & { variant?: Variant | "bare"; size?: Size };

/** Every button of the app. `variant="bare"` has no look of its own, for buttons shaped by their place (tabs, icons, links in text). */
export function Button({ variant, size, className = "", type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={variant === "bare" ? className : buttonClass(variant, size, className)} {...rest} />;
}

type ButtonLinkProps = LinkProps & { variant?: Variant; size?: Size; children: ReactNode };

/** A router link styled as a button: navigation stays a link for crawlers, keyboards and new tabs. */
export function ButtonLink({ variant, size, className = "", ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass(variant, size, className)} {...rest} />;
}
