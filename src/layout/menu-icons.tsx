import {
  AppstoreOutlined,
  BarcodeOutlined,
  BarChartOutlined,
  BellOutlined,
  CalendarOutlined,
  CustomerServiceOutlined,
  DollarOutlined,
  FileTextOutlined,
  HistoryOutlined,
  HomeOutlined,
  InboxOutlined,
  LockOutlined,
  MessageOutlined,
  ScissorOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SkinOutlined,
  SolutionOutlined,
  SoundOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
  VideoCameraOutlined,
  WalletOutlined,
} from "@ant-design/icons";
import type { ComponentType } from "react";

/**
 * Schemas name their icon as plain data (`menu.icon: "sound"`); this explicit map keeps only the
 * icons we use in the bundle. A name missing here shows no icon.
 */
export const MENU_ICONS: Readonly<Record<string, ComponentType>> = {
  appstore: AppstoreOutlined,
  barcode: BarcodeOutlined,
  "bar-chart": BarChartOutlined,
  bell: BellOutlined,
  calendar: CalendarOutlined,
  "customer-service": CustomerServiceOutlined,
  dollar: DollarOutlined,
  "file-text": FileTextOutlined,
  history: HistoryOutlined,
  home: HomeOutlined,
  inbox: InboxOutlined,
  lock: LockOutlined,
  message: MessageOutlined,
  scissor: ScissorOutlined,
  setting: SettingOutlined,
  shop: ShopOutlined,
  "shopping-cart": ShoppingCartOutlined,
  skin: SkinOutlined,
  solution: SolutionOutlined,
  sound: SoundOutlined,
  tags: TagsOutlined,
  team: TeamOutlined,
  user: UserOutlined,
  "video-camera": VideoCameraOutlined,
  wallet: WalletOutlined,
};

export const MenuIcon = ({ name }: { name?: unknown }) => {
  const Icon = typeof name === "string" ? MENU_ICONS[name] : undefined;
  return Icon ? <Icon /> : null;
};
