import { preload } from "react-dom";
import type { ProductImage as Media } from "../../../contract/catalog";

/** A neutral picture for products without images (SPEC: "a placeholder image if none"). */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml;charset=utf-8," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 960 640"><rect width="960" height="640" fill="#e2e8f0"/><rect x="280" y="220" width="400" height="200" rx="8" fill="#94a3b8"/><text x="480" y="480" text-anchor="middle" font-family="Arial" font-size="36" fill="#475569">No image</text></svg>`,
  );

type Props = {
  media?: Media | null;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** The first screen's largest image: load now, with high priority. Everything else is lazy. */
  priority?: boolean;
  className?: string;
};

/** A product picture with its srcset, intrinsic size (no layout shift) and lazy loading below the fold. */
export function ProductImage({ media, alt, sizes, priority = false, className = "" }: Props) {
  const loading = priority ? "eager" : "lazy";
  // React puts a <link rel="preload"> for it in the server HTML's <head>, so the download starts with
  // the stylesheet instead of waiting for the parser to reach the <img>.
  if (priority && media) preload(media.url, { as: "image", imageSrcSet: media.srcset || undefined, imageSizes: media.srcset ? sizes : undefined, fetchPriority: "high" });
  if (!media) {
    return <img src={PLACEHOLDER_IMAGE} alt={alt} width={960} height={640} loading={loading} decoding="async" className={className} />;
  }
  return (
    <img
      src={media.url}
      srcSet={media.srcset || undefined}
      sizes={media.srcset ? sizes : undefined}
      alt={alt || media.alt}
      width={media.width ?? 960}
      height={media.height ?? 640}
      loading={loading}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
}
