import { ArrowLeftOutlined } from "@ant-design/icons";
import { Button, Space, theme } from "antd";
import { isValidElement, useEffect, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";

/**
 * The page header refine's Create, Edit, Show and List frames render, in place of @ant-design/pro-layout's
 * (vite.config.ts aliases that package to this file in the build). Theirs styles itself through
 * @ant-design/pro-provider, which brings its 33 locales along (~15 KB gzip in the chunk every resource page
 * loads); this one keeps the same markup and class names and takes the same measures from antd's theme tokens.
 * Only the props refine passes are supported (no avatar, tags' float in right-to-left, or breadcrumb items).
 * Unlike pro-layout's, the title is the page's one h1 (refine hands it over as an h4, its subtitle as an h5 that
 * stays empty) and the back control is one labelled button (refine hands over a Button that pro-layout wrapped in
 * a second, unlabelled role="button").
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

/** What is inside a heading element handed over (refine's Typography.Title has a `level`, or an h1–h6); else as given. */
const headingContent = (node: ReactNode): ReactNode => {
  if (!isValidElement<{ level?: number; children?: ReactNode }>(node)) return node;
  const heading = node.props.level !== undefined || (typeof node.type === "string" && /^h[1-6]$/.test(node.type));
  return heading ? node.props.children : node;
};

/** The icon of refine's back Button (`<Button icon={…} />`), or the icon given. */
const backIconOf = (node: ReactNode): ReactNode => (isValidElement<{ icon?: ReactNode }>(node) && node.props.icon ? node.props.icon : node);

export const PageHeader = ({ title: titleNode, subTitle: subTitleNode, tags, extra, breadcrumb, backIcon, onBack, footer, className, style, children }: PageHeaderProps) => {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const compact = useNarrowerThan(ref, COMPACT_WIDTH);
  const back = backIcon === undefined ? <ArrowLeftOutlined /> : backIconOf(backIcon);
  const title = headingContent(titleNode);
  const subTitle = headingContent(subTitleNode);
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
              <div className={`${PREFIX}-back`} style={{ marginInlineEnd: token.marginXS, fontSize: 16, lineHeight: 1 }}>
                <Button
                  type="text"
                  className={`${PREFIX}-back-button`}
                  icon={back}
                  aria-label={t("layout.back")}
                  title={t("layout.back")}
                  style={{ color: token.colorTextHeading }}
                  onClick={(event) => onBack(event as unknown as MouseEvent<HTMLDivElement>)}
                />
              </div>
            )}
            {title && (
              <h1
                className={`${PREFIX}-heading-title`}
                title={typeof title === "string" ? title : undefined}
                style={{
                  margin: 0,
                  marginInlineEnd: token.marginSM,
                  color: token.colorTextHeading,
                  fontWeight: 600,
                  fontSize: token.fontSizeHeading4,
                  lineHeight: `${token.controlHeight}px`,
                  ...ellipsis,
                }}
              >
                {title}
              </h1>
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
            // Narrow: the buttons wrap onto more lines rather than widen the page.
            <span className={`${PREFIX}-heading-extra`} style={{ marginBlock: token.marginXS / 2, whiteSpace: compact ? "normal" : "nowrap", maxWidth: "100%" }}>
              <Space wrap={compact}>{extra}</Space>
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
