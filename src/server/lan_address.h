#pragma once

#include <string>

namespace shn {

/// The address phones on the same network reach this device at: the first
/// IPv4 address of an interface that is up and not the loopback (a Pi's
/// wlan0 or eth0); empty when there is none (the network is down). For a
/// server bound to one address, that address.
std::string lan_address(const std::string& bound_address);

} // namespace shn
