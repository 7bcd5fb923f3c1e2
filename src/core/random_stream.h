#pragma once

#include <cstdint>

namespace shn {

/// RandomStream: xoshiro256** seeded through splitmix64. Small, fast and the
/// same on every platform and standard library (std::uniform_int_distribution
/// is not), so a seed names the same simulated games everywhere.
class RandomStream {
  public:
    explicit RandomStream(std::uint64_t seed) {
        for (auto& word : state_) word = splitmix64(seed);
    }

    std::uint64_t next() {
        const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
        const std::uint64_t shifted = state_[1] << 17;
        state_[2] ^= state_[0];
        state_[3] ^= state_[1];
        state_[1] ^= state_[2];
        state_[0] ^= state_[3];
        state_[2] ^= shifted;
        state_[3] = rotl(state_[3], 45);
        return result;
    }

    /// A uniform integer in [0, bound), bound > 0 (Lemire's multiply-shift;
    /// its bias is below 2^-32 for the small bounds used here).
    std::uint32_t below(std::uint32_t bound) {
        return static_cast<std::uint32_t>(((next() >> 32) * static_cast<std::uint64_t>(bound)) >>
                                          32);
    }

    /// True with probability percent/100.
    bool chance(std::uint32_t percent) { return below(100) < percent; }

    static std::uint64_t splitmix64(std::uint64_t& x) {
        std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

  private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t state_[4];
};

} // namespace shn
