/** JSON-RPC 2.0 over HTTP POST at /v1/?chainId={caip2}&projectId= (SPEC §7). */
import { z } from 'zod/mini';
import { CaipNetworkIdSchema } from './common';

export const RpcQuerySchema = z.object({ chainId: CaipNetworkIdSchema, projectId: z.optional(z.string()) });

const RpcIdSchema = z.union([z.string(), z.number(), z.null()]);
export const JsonRpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.optional(RpcIdSchema),
  method: z.string().check(z.minLength(1)),
  params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
});
export type JsonRpcRequest = z.infer<typeof JsonRpcRequestSchema>;
export const JsonRpcPayloadSchema = z.union([JsonRpcRequestSchema, z.array(JsonRpcRequestSchema).check(z.minLength(1))]);

export const JsonRpcErrorSchema = z.object({ code: z.int(), message: z.string(), data: z.optional(z.unknown()) });
export const JsonRpcResponseSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: RpcIdSchema, result: z.unknown() }),
  z.object({ jsonrpc: z.literal('2.0'), id: RpcIdSchema, error: JsonRpcErrorSchema }),
]);
export type JsonRpcResponse = z.infer<typeof JsonRpcResponseSchema>;

/** SPEC §8 JSON-RPC codes used by the proxy */
export const RPC_ERROR = { parse: -32700, invalidRequest: -32600, invalidParams: -32602, internal: -32603 } as const;
