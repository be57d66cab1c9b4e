import { useApiUrl, useDataProvider } from "@refinedev/core";
import { Select } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { basketProductOf, type BasketProduct } from "../../domain/orders/basket";
import { SEARCH_DEBOUNCE_MS } from "../../widgets";

/** Spec §9 "Timing": a picked product joins the basket after 200 ms. */
export const PRODUCT_ADD_DELAY_MS = 200;

interface FoundProduct {
  id: number;
  name: string;
  barcode?: string | null;
  category?: string | null;
}

/**
 * The basket's product search (`GET /api/processes/services?keyword`: name or barcode, with the prices, tax and
 * category the basket needs), searched 500 ms after the last key; a pick is added after 200 ms (spec §9).
 */
export const ProductSearch = ({ onPick }: { onPick: (product: BasketProduct) => void }) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const dataProvider = useDataProvider();
  const [keyword, setKeyword] = useState("");
  const [found, setFound] = useState<Record<string, unknown>[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    let current = true;
    setLoading(true);
    const wait = setTimeout(() => {
      dataProvider()
        .custom!<{ data: Record<string, unknown>[] }>({ url: `${apiUrl}/processes/services`, method: "get", query: keyword ? { keyword } : {} })
        .then(({ data }) => current && setFound(data.data ?? []))
        .catch(() => current && setFound([]))
        .finally(() => current && setLoading(false));
    }, keyword ? SEARCH_DEBOUNCE_MS : 0);
    return () => {
      current = false;
      clearTimeout(wait);
    };
  }, [keyword, apiUrl, dataProvider]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Select<number>
      showSearch
      aria-label={t("processes.page.productSearch")}
      placeholder={t("processes.page.productSearch")}
      style={{ width: "100%" }}
      filterOption={false}
      loading={loading}
      value={null as unknown as number}
      searchValue={keyword}
      onSearch={setKeyword}
      notFoundContent={loading ? t("processes.page.searching") : t("processes.page.noProducts")}
      options={found.map((row) => {
        const product = row as unknown as FoundProduct;
        return { value: product.id, label: product.barcode ? `${product.name} (${product.barcode})` : product.name };
      })}
      onSelect={(id) => {
        const row = found.find((candidate) => candidate.id === id);
        if (!row) return;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => onPick(basketProductOf(row, typeof row.category === "string" ? row.category : null)), PRODUCT_ADD_DELAY_MS);
      }}
    />
  );
};
