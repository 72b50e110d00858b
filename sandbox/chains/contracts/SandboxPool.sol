// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IToken {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Constant-product pool of two ERC-20s with a 0.3% fee; only the deployer adds liquidity.
contract SandboxPool {
    address public immutable token0;
    address public immutable token1;
    address public immutable owner;
    uint256 private reserve0;
    uint256 private reserve1;

    event Sync(uint256 reserve0, uint256 reserve1);
    event Swap(address indexed sender, address indexed tokenIn, uint256 amountIn, uint256 amountOut, address indexed to);

    constructor(address token0_, address token1_) {
        require(token0_ != token1_, "same token");
        token0 = token0_;
        token1 = token1_;
        owner = msg.sender;
    }

    function getReserves() external view returns (uint256, uint256) {
        return (reserve0, reserve1);
    }

    function addLiquidity(uint256 amount0, uint256 amount1) external {
        require(msg.sender == owner, "not owner");
        require(IToken(token0).transferFrom(msg.sender, address(this), amount0), "transfer0");
        require(IToken(token1).transferFrom(msg.sender, address(this), amount1), "transfer1");
        reserve0 += amount0;
        reserve1 += amount1;
        emit Sync(reserve0, reserve1);
    }

    function getAmountOut(address tokenIn, uint256 amountIn) public view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = _reservesFor(tokenIn);
        require(amountIn > 0, "zero in");
        require(reserveIn > 0 && reserveOut > 0, "no liquidity");
        uint256 inWithFee = amountIn * 997;
        return (inWithFee * reserveOut) / (reserveIn * 1000 + inWithFee);
    }

    /// Caller must have approved `amountIn` of `tokenIn` to this pool.
    function swapExactTokensForTokens(address tokenIn, uint256 amountIn, uint256 amountOutMin, address to)
        external
        returns (uint256 amountOut)
    {
        amountOut = getAmountOut(tokenIn, amountIn);
        require(amountOut >= amountOutMin, "slippage");
        require(IToken(tokenIn).transferFrom(msg.sender, address(this), amountIn), "transfer in");
        bool zeroIn = tokenIn == token0;
        address tokenOut = zeroIn ? token1 : token0;
        if (zeroIn) {
            reserve0 += amountIn;
            reserve1 -= amountOut;
        } else {
            reserve1 += amountIn;
            reserve0 -= amountOut;
        }
        require(IToken(tokenOut).transfer(to, amountOut), "transfer out");
        emit Swap(msg.sender, tokenIn, amountIn, amountOut, to);
        emit Sync(reserve0, reserve1);
    }

    function _reservesFor(address tokenIn) private view returns (uint256, uint256) {
        if (tokenIn == token0) return (reserve0, reserve1);
        require(tokenIn == token1, "unknown token");
        return (reserve1, reserve0);
    }
}
