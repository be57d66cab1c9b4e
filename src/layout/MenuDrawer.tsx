import { Drawer, type DrawerProps } from "antd";

/**
 * The menu's drawer on small screens, a chunk of its own (AuthenticatedLayout loads it only there): antd's Drawer
 * and rc-drawer (~5 KB gzip) stay out of the app shell a desktop loads.
 */
const MenuDrawer = (props: DrawerProps) => <Drawer placement="left" width={260} styles={{ body: { padding: 0 } }} {...props} />;

export default MenuDrawer;
