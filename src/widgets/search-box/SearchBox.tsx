import { SearchOutlined } from "@ant-design/icons";
import { Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedCallback } from "./use-debounced-callback";

export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The list's search box; the keyword goes out 500 ms after the last keystroke.
 * It starts from the keyword the list is already filtered by (after a reload or going back).
 */
export const SearchBox = ({ onSearch, initialKeyword = "" }: { onSearch: (keyword: string) => void; initialKeyword?: string }) => {
  const { t } = useTranslation();
  const [text, setText] = useState(initialKeyword);
  const search = useDebouncedCallback((keyword: string) => onSearch(keyword.trim()), SEARCH_DEBOUNCE_MS);
  return (
    <Input
      allowClear
      prefix={<SearchOutlined />}
      placeholder={t("engine.list.search")}
      aria-label={t("engine.list.search")}
      value={text}
      style={{ maxWidth: 320 }}
      onChange={(event) => {
        setText(event.target.value);
        search(event.target.value);
      }}
    />
  );
};
