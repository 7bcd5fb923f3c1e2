#pragma once

#include <cstdint>

namespace shn {

/// A policy tile (R3): the two kinds the deck holds and the tracks record.
enum class Policy : std::uint8_t { Liberal, Fascist };

} // namespace shn
