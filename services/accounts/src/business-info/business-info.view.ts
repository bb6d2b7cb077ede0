/** A dated snapshot of a company's business facts. */
export type BusinessInfoView = { id: string; createdAt: string } & Record<string, unknown>;
