import type { NftMetadata } from '../../../src/core/api';
import { nftAbi } from '../../chains/evm/abi';
import type { ApiContext } from '../context';
import { HttpError, json, svg, type Router } from '../http';
import { critterSvg, iconSvg } from '../images';

/** NFT metadata and images (tokenURI = {origin}/sandbox/nft/{chainId}/{id}.json); 404 for unminted ids. */
export function nftRoutes(router: Router, ctx: ApiContext): void {
  router.get('/sandbox/nft/:chainId/:file', async (req) => {
    const m = /^(\d{1,78})(\.json|\.svg)?$/.exec(req.params.file ?? '');
    const chainParam = req.params.chainId ?? '';
    const chain = /^\d+$/.test(chainParam) ? ctx.chains.evmById(Number(chainParam)) : ctx.chains.evmByCaip(chainParam);
    if (!m || !chain) throw new HttpError(404, 'No such NFT');
    const tokenId = m[1] as string;
    const { nft } = chain.info;
    const exists = await chain.client
      .readContract({ address: nft.address, abi: nftAbi, functionName: 'ownerOf', args: [BigInt(tokenId)] })
      .then(() => true, () => false);
    if (!exists) throw new HttpError(404, `${nft.name} #${tokenId} does not exist`);
    if (m[2] === '.svg') return svg(critterSvg(nft.name, tokenId));
    return json({
      name: `${nft.name} #${tokenId}`,
      description: `A sandbox critter on ${chain.info.name}.`,
      image: `${ctx.origin}/sandbox/nft/${chain.info.chainId}/${tokenId}.svg`,
      attributes: [
        { trait_type: 'chain', value: chain.info.chainId },
        { trait_type: 'generation', value: 1 + (Number(tokenId) % 3) },
      ],
    } satisfies NftMetadata);
  });

  router.get('/sandbox/avatar/:file', (req) => {
    const name = (req.params.file ?? '').replace(/\.svg$/, '');
    if (!ctx.names.has(name)) throw new HttpError(404, 'No such avatar');
    return svg(iconSvg(name, `avatar:${name}`, 'circle'));
  });
}
