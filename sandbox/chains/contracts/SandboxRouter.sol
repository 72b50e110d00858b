// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IRouterToken {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

interface IRouterPool {
    function getAmountOut(address tokenIn, uint256 amountIn) external view returns (uint256);
    function swapExactTokensForTokens(address tokenIn, uint256 amountIn, uint256 amountOutMin, address to)
        external
        returns (uint256 amountOut);
}

interface IWrappedNative {
    function deposit() external payable;
    function withdraw(uint256 amount) external;
}

/// Swaps along a route of SandboxPools (path[i] → path[i+1] through pools[i]). The native currency goes in as
/// msg.value (wrapped first) and comes out unwrapped when `unwrapOut` is set. The visitor approves this router.
contract SandboxRouter {
    address public immutable wrappedNative;

    event Routed(address indexed sender, address tokenIn, address tokenOut, uint256 amountIn, uint256 amountOut, address indexed to);

    constructor(address wrappedNative_) {
        wrappedNative = wrappedNative_;
    }

    receive() external payable {
        require(msg.sender == wrappedNative, "not wrapped native");
    }

    function getAmountsOut(uint256 amountIn, address[] calldata path, address[] calldata pools)
        public
        view
        returns (uint256[] memory amounts)
    {
        require(path.length >= 2 && pools.length == path.length - 1, "route");
        amounts = new uint256[](path.length);
        amounts[0] = amountIn;
        for (uint256 i = 0; i < pools.length; i++) {
            amounts[i + 1] = IRouterPool(pools[i]).getAmountOut(path[i], amounts[i]);
        }
    }

    function swapExactIn(
        address[] calldata path,
        address[] calldata pools,
        uint256 amountIn,
        uint256 amountOutMin,
        address to,
        bool unwrapOut
    ) external payable returns (uint256 amount) {
        require(path.length >= 2 && pools.length == path.length - 1, "route");
        if (msg.value > 0) {
            require(path[0] == wrappedNative && msg.value == amountIn, "value");
            IWrappedNative(wrappedNative).deposit{value: msg.value}();
        } else {
            require(IRouterToken(path[0]).transferFrom(msg.sender, address(this), amountIn), "transfer in");
        }
        amount = amountIn;
        for (uint256 i = 0; i < pools.length; i++) {
            require(IRouterToken(path[i]).approve(pools[i], amount), "approve");
            amount = IRouterPool(pools[i]).swapExactTokensForTokens(path[i], amount, 0, address(this));
        }
        require(amount >= amountOutMin, "slippage");
        address tokenOut = path[path.length - 1];
        if (unwrapOut) {
            require(tokenOut == wrappedNative, "unwrap");
            IWrappedNative(wrappedNative).withdraw(amount);
            (bool ok, ) = to.call{value: amount}("");
            require(ok, "send");
        } else {
            require(IRouterToken(tokenOut).transfer(to, amount), "transfer out");
        }
        emit Routed(msg.sender, path[0], tokenOut, amountIn, amount, to);
    }
}
