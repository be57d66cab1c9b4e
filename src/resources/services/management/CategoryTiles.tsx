import { Button, Flex } from "antd";
import { useTranslation } from "react-i18next";

export interface CategoryTile {
  id: number;
  name: string;
  count: number;
}

interface CategoryTilesProps {
  tiles: readonly CategoryTile[];
  /** The category the list is filtered by. */
  active: number | undefined;
  onPick: (id: number | undefined) => void;
}

/** A long category name wraps inside its tile on a phone instead of pushing the page wider than the screen. */
const TILE_STYLE = { whiteSpace: "normal", height: "auto", maxWidth: "100%", textAlign: "start" } as const;

/** The product categories with their live product count (the list envelope's `categories`); a tile filters the list, again: clears it. */
export const CategoryTiles = ({ tiles, active, onPick }: CategoryTilesProps) => {
  const { t } = useTranslation();
  if (tiles.length === 0) return null;
  return (
    <Flex component="nav" wrap gap={8} aria-label={t("services.management.categoryTiles")}>
      {tiles.map((tile) => {
        const pressed = tile.id === active;
        return (
          <Button key={tile.id} type={pressed ? "primary" : "default"} aria-pressed={pressed} onClick={() => onPick(pressed ? undefined : tile.id)} style={TILE_STYLE}>
            {t("services.management.categoryTile", { name: tile.name, count: tile.count })}
          </Button>
        );
      })}
    </Flex>
  );
};
