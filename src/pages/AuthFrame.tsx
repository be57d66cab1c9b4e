import { Flex, theme } from "antd";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageFlags } from "../layout/LanguageFlags";

// Plain elements instead of antd Card and Typography: the login page is the first download, and
// Card brings Tabs (and with them menus and dropdowns), Typography tooltips and text areas.

/** The centred card the public pages (login, register) share. */
export const AuthFrame = ({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // The theme's descriptive grey (src/layout/theme.ts), which reaches WCAG AA's contrast on white.
  const mutedText = { color: token.colorTextDescription, margin: 0 } as const;
  // Refine's title handler runs only inside the signed-in app.
  useEffect(() => {
    document.title = `${title} | ${t("app.name")}`;
  }, [title, t]);
  return (
    // The text styles antd's App gives the other pages (login and register do without it).
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: "100vh", padding: 16, background: "#f5f5f5", color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}
    >
      <main style={{ width: "100%", maxWidth: 440, padding: 24, background: token.colorBgContainer, borderRadius: token.borderRadiusLG, boxShadow: token.boxShadowTertiary }}>
        <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
          <img src="/logo.svg" alt="" width={48} height={48} />
          <p style={mutedText}>{t("app.name")}</p>
          <h1 style={{ fontSize: 24, margin: 0 }}>{title}</h1>
          {subtitle && <p style={mutedText}>{subtitle}</p>}
        </Flex>
        {children}
        <Flex justify="center" style={{ marginTop: 16 }}>
          <LanguageFlags />
        </Flex>
      </main>
    </Flex>
  );
};
