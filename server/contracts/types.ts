/**
 * The contract of server/contracts (issue 15): contracts are made only here, from the shop's templates
 * (`contract_templates`), with the placeholders of src/domain/contracts filled and the HTML sanitised.
 * Implemented in ./index.ts.
 */
import type { Repositories, Row } from "../data";
import type { CONTRACT_KINDS } from "../../src/schemas/contracts.schema";

export type ContractKind = (typeof CONTRACT_KINDS)[number];

export interface OrderContracts {
  /** The sale contract (a sale) or the lease contract (a rent). */
  saleRentContractId: number;
  orderContractId: number;
}

export interface ContractWriter {
  /**
   * An order's two contracts, made from its row, lines, client and the company in the caller's unit of work
   * (after the order's leases and records are written: the kapora and the rest are on them). On an order's edit
   * the order's contracts are made again: the old ones are replaced.
   */
  writeOrderContracts(repos: Repositories, processId: number): Promise<OrderContracts>;
  /** One contract of a kind for a client from given products (the tailor, dry cleaning: issue 16). */
  writeContract(repos: Repositories, input: { kind: ContractKind; clientId: number; processId?: number; leaseIds?: number[] }): Promise<Row>;
}
