import { parseAbi } from 'viem';

/** Typed ABIs of the sandbox contracts (sandbox/chains/contracts); the sandbox API may import these.
 * A test checks each entry against what solc produces. */
export const tokenAbi = parseAbi([
  'constructor(string name_, string symbol_, uint8 decimals_)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function owner() view returns (address)',
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
  'function mint(address to, uint256 amount)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function transferFrom(address from, address to, uint256 amount) returns (bool)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
]);

export const nftAbi = parseAbi([
  'constructor(string name_, string symbol_, string baseURI_)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function owner() view returns (address)',
  'function supportsInterface(bytes4 id) pure returns (bool)',
  'function ownerOf(uint256 tokenId) view returns (address holder)',
  'function balanceOf(address) view returns (uint256)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function getApproved(uint256) view returns (address)',
  'function isApprovedForAll(address, address) view returns (bool)',
  'function mint(address to, uint256 tokenId)',
  'function approve(address to, uint256 tokenId)',
  'function setApprovalForAll(address operator, bool approved)',
  'function transferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)',
  'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
]);

export const poolAbi = parseAbi([
  'constructor(address token0_, address token1_)',
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function owner() view returns (address)',
  'function getReserves() view returns (uint256, uint256)',
  'function addLiquidity(uint256 amount0, uint256 amount1)',
  'function getAmountOut(address tokenIn, uint256 amountIn) view returns (uint256)',
  'function swapExactTokensForTokens(address tokenIn, uint256 amountIn, uint256 amountOutMin, address to) returns (uint256 amountOut)',
  'event Sync(uint256 reserve0, uint256 reserve1)',
  'event Swap(address indexed sender, address indexed tokenIn, uint256 amountIn, uint256 amountOut, address indexed to)',
]);

export const wrappedNativeAbi = parseAbi([
  'receive() external payable',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
  'function deposit() payable',
  'function withdraw(uint256 amount)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function transferFrom(address from, address to, uint256 amount) returns (bool)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
]);

export const routerAbi = parseAbi([
  'constructor(address wrappedNative_)',
  'receive() external payable',
  'function wrappedNative() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path, address[] pools) view returns (uint256[] amounts)',
  'function swapExactIn(address[] path, address[] pools, uint256 amountIn, uint256 amountOutMin, address to, bool unwrapOut) payable returns (uint256 amount)',
  'event Routed(address indexed sender, address tokenIn, address tokenOut, uint256 amountIn, uint256 amountOut, address indexed to)',
]);

/** The smart account and its CREATE2 factory. */
export const smartAccountAbi = parseAbi([
  'constructor(address owner_)',
  'receive() external payable',
  'function owner() view returns (address)',
  'function sessions(address) view returns (address token, uint256 allowance, uint256 spent, uint64 expiry, bool revoked, bytes32 revokeDigest)',
  'function execute(address to, uint256 value, bytes data) returns (bytes)',
  'struct Call { address to; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
  'function grantSession(address key, address token, uint256 allowance, uint64 expiry, bytes32 revokeDigest)',
  'function revokeSession(address key)',
  'function revokeSessionSigned(address key, bytes signature)',
  'function executeAsSession(address to, bytes data) returns (bytes)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'event SessionGranted(address indexed key, address token, uint256 allowance, uint64 expiry)',
  'event SessionRevoked(address indexed key)',
]);

export const accountFactoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address account)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
  'event AccountCreated(address indexed account, address indexed owner)',
]);
