export type PermissionFlag = "client_permission";
