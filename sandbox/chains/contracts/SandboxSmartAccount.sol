// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The sandbox's smart account: one owner key (the embedded wallet's EOA), owner-checked calls and
/// atomic batches, ERC-1271 signatures by the owner, and session keys limited to one ERC-20's `transfer` up to
/// an allowance until an expiry (SPEC §1 smart sessions), enforced here on chain.
contract SandboxSmartAccount {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    struct Session {
        address token;
        uint256 allowance;
        uint256 spent;
        uint64 expiry;
        bool revoked;
        /// the EIP-191 digest of the session's id (pci) that the owner signs to revoke it (SPEC §7 revoke)
        bytes32 revokeDigest;
    }

    address public immutable owner;
    mapping(address => Session) public sessions;

    event SessionGranted(address indexed key, address token, uint256 allowance, uint64 expiry);
    event SessionRevoked(address indexed key);

    constructor(address owner_) {
        owner = owner_;
    }

    receive() external payable {}

    modifier onlyOwner() {
        require(msg.sender == owner || msg.sender == address(this), "not owner");
        _;
    }

    function execute(address to, uint256 value, bytes calldata data) external onlyOwner returns (bytes memory) {
        return _call(to, value, data);
    }

    /// Every call or none: one revert undoes the batch (EIP-5792 atomic).
    function executeBatch(Call[] calldata calls) external onlyOwner {
        for (uint256 i = 0; i < calls.length; i++) _call(calls[i].to, calls[i].value, calls[i].data);
    }

    function grantSession(address key, address token, uint256 allowance, uint64 expiry, bytes32 revokeDigest) external onlyOwner {
        require(key != address(0) && expiry > block.timestamp, "bad session");
        require(sessions[key].expiry == 0, "session exists");
        sessions[key] = Session(token, allowance, 0, expiry, false, revokeDigest);
        emit SessionGranted(key, token, allowance, expiry);
    }

    function revokeSession(address key) external onlyOwner {
        _revoke(key);
    }

    /// Anyone may relay a revocation the owner signed (personal_sign over the session id).
    function revokeSessionSigned(address key, bytes calldata signature) external {
        require(_recover(sessions[key].revokeDigest, signature) == owner, "bad signature");
        _revoke(key);
    }

    function _revoke(address key) private {
        require(sessions[key].expiry != 0, "no session");
        require(!sessions[key].revoked, "session revoked");
        sessions[key].revoked = true;
        emit SessionRevoked(key);
    }

    /// A session key's own call: only `transfer(address,uint256)` on the granted token, within the allowance,
    /// before the expiry and unless revoked.
    function executeAsSession(address to, bytes calldata data) external returns (bytes memory) {
        Session storage s = sessions[msg.sender];
        require(s.expiry != 0, "no session");
        require(!s.revoked, "session revoked");
        require(block.timestamp < s.expiry, "session expired");
        require(to == s.token, "target not granted");
        require(data.length == 68 && bytes4(data[0:4]) == 0xa9059cbb, "call not granted");
        (, uint256 amount) = abi.decode(data[4:], (address, uint256));
        require(s.spent + amount <= s.allowance, "allowance exceeded");
        s.spent += amount;
        return _call(to, 0, data);
    }

    /// ERC-1271: a signature is valid when the owner signed this hash.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return _recover(hash, signature) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }

    function _call(address to, uint256 value, bytes memory data) private returns (bytes memory result) {
        bool ok;
        (ok, result) = to.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }

    function _recover(bytes32 hash, bytes calldata signature) private pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        return ecrecover(hash, v, r, s);
    }
}

/// Deploys one SandboxSmartAccount per owner with CREATE2, so its address is known (counterfactual) before it
/// exists. Itself deployed through the standard CREATE2 deployer: the same address on every start and chain.
contract SandboxAccountFactory {
    event AccountCreated(address indexed account, address indexed owner);

    function createAccount(address owner, uint256 salt) external returns (address account) {
        account = getAddress(owner, salt);
        if (account.code.length > 0) return account;
        new SandboxSmartAccount{salt: bytes32(salt)}(owner);
        emit AccountCreated(account, owner);
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(SandboxSmartAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(salt), codeHash)))));
    }
}
