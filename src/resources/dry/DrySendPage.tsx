import { DispatchSendPage } from "../dispatch/DispatchSendPage";

/** 'Kuru Temizlemeye Ürün Gönder' (`kurutemizlemeye-urun-gonder`): the shared send page for the dry cleaner. */
const DrySendPage = () => <DispatchSendPage kind="dry" />;

export default DrySendPage;
