import { ArrowLeftOutlined } from "@ant-design/icons";
import { Space, theme } from "antd";
import { useEffect, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode, type RefObject } from "react";

/**
 * The page header refine's Create, Edit, Show and List frames render, in place of @ant-design/pro-layout's
 * (vite.config.ts aliases that package to this file in the build). Theirs styles itself through
 * @ant-design/pro-provider, which brings its 33 locales along (~15 KB gzip in the chunk every resource page
 * loads); this one keeps the same markup and class names and takes the same measures from antd's theme tokens.
 * Only the props refine passes are supported (no avatar, tags' float in right-to-left, or breadcrumb items).
 */
export interface PageHeaderProps {
  title?: ReactNode;
  subTitle?: ReactNode;
  tags?: ReactNode;
  extra?: ReactNode;
  /** Shown as given; refine passes its own breadcrumb element or an empty fragment. */
  breadcrumb?: ReactNode;
  backIcon?: ReactNode;
  onBack?: (event?: MouseEvent<HTMLDivElement>) => void;
  footer?: ReactNode;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

const ellipsis: CSSProperties = { overflow: "hidden", whiteSpace: "nowrap", textOverflow: "ellipsis" };
const PREFIX = "ant-page-header";
/** Narrower than this the heading wraps its buttons under the title instead of cutting the title (as pro-layout). */
const COMPACT_WIDTH = 768;

export const PageHeader = ({ title, subTitle, tags, extra, breadcrumb, backIcon, onBack, footer, className, style, children }: PageHeaderProps) => {
  const { token } = theme.useToken();
  const ref = useRef<HTMLDivElement>(null);
  const compact = useNarrowerThan(ref, COMPACT_WIDTH);
  const back = backIcon === undefined ? <ArrowLeftOutlined /> : backIcon;
  const heading = title || subTitle || tags || extra;
  const classes = [PREFIX, breadcrumb ? `${PREFIX}-has-breadcrumb` : "", footer ? `${PREFIX}-has-footer` : "", compact ? `${PREFIX}-compact` : "", `${PREFIX}-ghost`, className ?? ""];
  return (
    <div
      ref={ref}
      className={classes.filter(Boolean).join(" ")}
      style={{
        boxSizing: "border-box",
        position: "relative",
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
        paddingBlock: 6,
        paddingInline: 16,
        paddingBlockStart: breadcrumb ? token.paddingSM : 6,
        paddingBlockEnd: footer ? 0 : 6,
        ...style,
      }}
    >
      {breadcrumb}
      {heading && (
        <div className={`${PREFIX}-heading`} style={{ display: "flex", justifyContent: "space-between", flexWrap: compact ? "wrap" : undefined }}>
          <div className={`${PREFIX}-heading-left`} style={{ display: "flex", alignItems: "center", marginBlock: token.marginXS / 2, overflow: "hidden" }}>
            {back && onBack && (
              <div className={`${PREFIX}-back`} style={{ marginInlineEnd: token.margin, fontSize: 16, lineHeight: 1 }}>
                <div
                  role="button"
                  aria-label="back"
                  className={`${PREFIX}-back-button`}
                  style={{ fontSize: 16, color: token.colorTextHeading, cursor: "pointer" }}
                  onClick={(event) => onBack(event)}
                >
                  {back}
                </div>
              </div>
            )}
            {title && (
              <span
                className={`${PREFIX}-heading-title`}
                title={typeof title === "string" ? title : undefined}
                style={{
                  marginInlineEnd: token.marginSM,
                  color: token.colorTextHeading,
                  fontWeight: 600,
                  fontSize: token.fontSizeHeading4,
                  lineHeight: `${token.controlHeight}px`,
                  ...ellipsis,
                }}
              >
                {title}
              </span>
            )}
            {subTitle && (
              <span
                className={`${PREFIX}-heading-sub-title`}
                title={typeof subTitle === "string" ? subTitle : undefined}
                style={{ marginInlineEnd: token.marginSM, color: token.colorTextSecondary, fontSize: 14, lineHeight: token.lineHeight, ...ellipsis }}
              >
                {subTitle}
              </span>
            )}
            {tags && <span className={`${PREFIX}-heading-tags`}>{tags}</span>}
          </div>
          {extra && (
            <span className={`${PREFIX}-heading-extra`} style={{ marginBlock: token.marginXS / 2, whiteSpace: "nowrap" }}>
              <Space>{extra}</Space>
            </span>
          )}
        </div>
      )}
      {children && (
        <div className={`${PREFIX}-content`} style={{ paddingBlockStart: token.paddingSM }}>
          {children}
        </div>
      )}
      {footer && (
        <div className={`${PREFIX}-footer`} style={{ marginBlockStart: token.margin }}>
          {footer}
        </div>
      )}
    </div>
  );
};

/** Whether the element is narrower than `width` (false where ResizeObserver is missing, as in jsdom). */
function useNarrowerThan(ref: RefObject<HTMLElement | null>, width: number): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setNarrow(entry.contentRect.width < width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return narrow;
}
