import { Button, Flex } from "antd";
import { useTranslation } from "react-i18next";
import { LANGUAGES, currentLanguage, switchLanguage } from "../i18n";

/**
 * One flag per language; picking another stores it and reloads the page (spec §1). `idPrefix` keeps ids unique
 * where a second set shows (the activation prompt's, over the top bar's).
 */
export const LanguageFlags = ({ idPrefix = "language" }: { idPrefix?: string }) => {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <Flex gap={4} role="group" aria-label={t("layout.language.label")}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          id={`${idPrefix}-${language}`}
          title={t(`layout.language.${language}`)}
          type={language === active ? "primary" : "text"}
          ghost={language === active}
          aria-pressed={language === active}
          aria-label={t(`layout.language.${language}`)}
          onClick={() => switchLanguage(language)}
          icon={<img src={`/flags/${language}.svg`} alt="" width={22} height={15} style={{ display: "block" }} />}
        />
      ))}
    </Flex>
  );
};
