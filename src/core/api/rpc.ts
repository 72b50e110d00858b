/** JSON-RPC 2.0 over HTTP POST at /v1/?chainId={caip2}&projectId= (SPEC §7). */
import { z } from 'zod';
import { CaipNetworkIdSchema } from './common';

export const RpcQuerySchema = z.object({ chainId: CaipNetworkIdSchema, projectId: z.string().optional() });

const RpcIdSchema = z.union([z.string(), z.number(), z.null()]);
export const JsonRpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: RpcIdSchema.optional(),
  method: z.string().min(1),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
});
export type JsonRpcRequest = z.infer<typeof JsonRpcRequestSchema>;
export const JsonRpcPayloadSchema = z.union([JsonRpcRequestSchema, z.array(JsonRpcRequestSchema).min(1)]);

export const JsonRpcErrorSchema = z.object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() });
export const JsonRpcResponseSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: RpcIdSchema, result: z.unknown() }),
  z.object({ jsonrpc: z.literal('2.0'), id: RpcIdSchema, error: JsonRpcErrorSchema }),
]);
export type JsonRpcResponse = z.infer<typeof JsonRpcResponseSchema>;

/** SPEC §8 JSON-RPC codes used by the proxy */
export const RPC_ERROR = { parse: -32700, invalidRequest: -32600, invalidParams: -32602, internal: -32603 } as const;
