import { DispatchSendPage } from "../dispatch/DispatchSendPage";

/** 'Terziye Ürün Gönder' (`terziye-urun-gonder`): the shared send page for the tailor. */
const TailorSendPage = () => <DispatchSendPage kind="tailor" />;

export default TailorSendPage;
