import { type ComponentProps, memo } from "react";
import Markdown, { type Components, type ExtraProps } from "react-markdown";
import { Photo } from "../../shared/ui/photo";
import { DESCRIPTION_IMAGE_SIZES } from "./detail-image-sizes";
import styles from "./jewelry-detail.module.css";

type HeadingProps = ComponentProps<"h3"> & ExtraProps;

/** Headings inside a description sit under the page's own headings, never beside its h1. */
const SubHeading = ({ node: _node, ...props }: HeadingProps) => <h3 {...props} />;

/**
 * The description as the owner wrote it in Markdown. react-markdown's defaults stay: raw HTML is not
 * rendered and unsafe link protocols (javascript:) are removed. Links to other sites open in a new
 * tab without giving that site a handle on this page.
 */
const components: Components = {
  h1: SubHeading,
  h2: SubHeading,
  h3: SubHeading,
  h4: SubHeading,
  h5: SubHeading,
  h6: SubHeading,
  a: ({ node: _node, href, ...props }) =>
    href && /^https?:\/\//i.test(href) ? (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer" />
    ) : (
      <a {...props} href={href} />
    ),
  img: ({ node: _node, alt, src, ...props }) =>
    typeof src === "string" ? (
      <Photo
        {...props}
        src={src}
        alt={alt ?? ""}
        sizes={DESCRIPTION_IMAGE_SIZES}
        loading="lazy"
        decoding="async"
      />
    ) : (
      <img {...props} src={src} alt={alt ?? ""} loading="lazy" decoding="async" />
    ),
};

/** Parsed again only when the text changes: the page around it re-renders as the browser takes it over. */
export const JewelryDescription = memo(function JewelryDescription({ markdown }: { markdown: string }) {
  return (
    <div className={styles.description}>
      <Markdown components={components}>{markdown}</Markdown>
    </div>
  );
});
