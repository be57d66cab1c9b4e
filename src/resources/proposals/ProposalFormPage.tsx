import { useParams } from "react-router";
import { ResourceForm } from "../generic/form/ResourceForm";
import { ProposalLinesField } from "./ProposalLinesField";

/**
 * 'Teklif Ekle' and 'Teklif Düzenle' (spec §2 "Quotes"): the generated form of the quote (customer name and phone)
 * with its rows as product and offered price; a 422's messages not on a field are said joined by commas (spec §8).
 */
export const ProposalForm = ({ action }: { action: "create" | "edit" }) => {
  const { id } = useParams<{ id: string }>();
  return <ResourceForm resource="proposals" action={action} id={action === "edit" ? id : undefined} replacements={{ lines: <ProposalLinesField /> }} />;
};

export const ProposalCreatePage = () => <ProposalForm action="create" />;
export const ProposalEditPage = () => <ProposalForm action="edit" />;
